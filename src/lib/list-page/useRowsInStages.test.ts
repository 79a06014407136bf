import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRowsInStages } from './useRowsInStages';

const page = (size: number, from = 0) => Array.from({ length: size }, (_, index) => from + index);

/** The number of rows each render handed to the grid, in order. */
function renderRows(rows: number[]) {
  const seen: number[] = [];
  const hook = renderHook(
    ({ rows }) => {
      const shown = useRowsInStages(rows);
      seen.push(shown.length);
      return shown;
    },
    { initialProps: { rows } },
  );
  return { ...hook, seen };
}

describe('useRowsInStages', () => {
  const height = window.innerHeight;
  beforeEach(() => {
    // Room for 14 rows of 52 px.
    window.innerHeight = 720;
  });
  afterEach(() => {
    window.innerHeight = height;
  });

  it('mounts the rows a window shows first and the rest right after', () => {
    const rows = page(25);
    const { result, seen } = renderRows(rows);
    expect(seen[0]).toBe(14);
    expect(seen.at(-1)).toBe(25);
    expect(result.current).toBe(rows);
  });

  it('mounts a page that fits the window at once', () => {
    const { seen } = renderRows(page(14));
    expect(new Set(seen)).toEqual(new Set([14]));
  });

  it('renders a later page whole', () => {
    const { result, rerender, seen } = renderRows(page(25));
    seen.length = 0;
    const next = page(25, 25);
    rerender({ rows: next });
    expect(seen).toEqual([25]);
    expect(result.current).toBe(next);
  });
});
