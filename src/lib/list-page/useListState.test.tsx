import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, page, text } from './listParams';
import type { ListDefinition } from './listState';
import { useListState, type ListStateControls } from './useListState';

interface State {
  kind: 'a' | 'b' | undefined;
  q: string;
  page: number;
}

const LIST: ListDefinition<State> = {
  params: { kind: oneOf(['a', 'b'] as const), q: text({ maxLength: 20 }), page: page() },
  history: 'push',
};

let controls: ListStateControls<State>;

function Probe() {
  const list = useListState(LIST);
  useEffect(() => {
    controls = list;
  });
  return <output>{JSON.stringify(list.state)}</output>;
}

function renderAt(search: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [`/list${search}`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListState', () => {
  it('reads the state from the address, unusable values as defaults', () => {
    renderAt('?kind=zz&q=hello&page=2');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      kind: undefined,
      q: 'hello',
      page: 2,
    });
  });

  it('writes changes to the address, back on page 1, and keeps parameters it does not own', () => {
    const router = renderAt('?lng=de-DE&page=3');
    act(() => controls.set({ kind: 'a' }));
    expect(router.state.location.search).toBe('?lng=de-DE&kind=a');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => controls.set({ page: 2 }));
    expect(router.state.location.search).toBe('?lng=de-DE&kind=a&page=2');
  });

  it('replaces the history entry when a change asks for it', () => {
    const router = renderAt('');
    act(() => controls.set({ q: 'typed' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?q=typed');
  });

  it('builds each change on the current address, so two quick changes both land', () => {
    const router = renderAt('');
    act(() => {
      controls.set({ kind: 'b' });
      controls.set({ q: 'x' });
    });
    expect(router.state.location.search).toBe('?kind=b&q=x');
  });

  it('resets the given members, or everything', () => {
    const router = renderAt('?kind=a&q=x&page=2&lng=fr-FR');
    act(() => controls.reset(['q']));
    expect(router.state.location.search).toBe('?lng=fr-FR&kind=a');
    act(() => controls.reset());
    expect(router.state.location.search).toBe('?lng=fr-FR');
  });
});
