import { describe, expect, it, vi } from 'vitest';
import { createPageMemo } from './pageMemo';

describe('createPageMemo', () => {
  it('makes a value once per key, however often it is asked for', () => {
    const once = createPageMemo<{ key: string }>();
    const make = vi.fn((key: string) => ({ key }));
    const first = once('a', () => make('a'));
    expect(once('a', () => make('a'))).toBe(first);
    expect(once('b', () => make('b'))).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('tells objects apart by identity, so a key can be an instance', () => {
    const once = createPageMemo<number>();
    const one = {};
    const other = {};
    expect(once(one, () => 1)).toBe(1);
    expect(once(other, () => 2)).toBe(2);
    expect(once(one, () => 3)).toBe(1);
  });

  it('keeps a promise that resolves, and forgets one that rejects so the next call tries again', async () => {
    const once = createPageMemo<Promise<string>>();
    const kept = once('ok', () => Promise.resolve('first'));
    await expect(once('ok', () => Promise.resolve('second'))).resolves.toBe('first');
    expect(once('ok', () => Promise.resolve('third'))).toBe(kept);

    const failed = once('bad', () => Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    await expect(once('bad', () => Promise.resolve('retried'))).resolves.toBe('retried');
  });
});
