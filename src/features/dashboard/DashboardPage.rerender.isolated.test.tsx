import { screen } from '@testing-library/react';
import { memo, type FunctionComponent, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type * as FilterBarModule from './components/DashboardFilterBar';
import type * as SkeletonModule from './components/DashboardSkeleton';
import DashboardPage from './DashboardPage';

// The filter bar and the loading frame count their renders; everything else is the real page.
const renders = vi.hoisted(() => ({ filterBar: 0, skeleton: 0 }));

interface MemoComponent<P> {
  $$typeof: symbol;
  type: FunctionComponent<P>;
}

/** The real component's render, counted, memoised exactly when the real one is. */
function counted<P extends object>(real: unknown, count: () => void) {
  const component = real as MemoComponent<P> | FunctionComponent<P>;
  const isMemo = typeof component === 'object' && component.$$typeof === Symbol.for('react.memo');
  const render = isMemo ? component.type : (component as FunctionComponent<P>);
  const Counted = (props: P) => {
    count();
    return render(props) as ReactNode;
  };
  return isMemo ? memo(Counted) : Counted;
}

vi.mock('./components/DashboardFilterBar', async (importActual) => {
  const actual = await importActual<typeof FilterBarModule>();
  return { DashboardFilterBar: counted(actual.DashboardFilterBar, () => renders.filterBar++) };
});
vi.mock('./components/DashboardSkeleton', async (importActual) => {
  const actual = await importActual<typeof SkeletonModule>();
  return { DashboardSkeleton: counted(actual.DashboardSkeleton, () => renders.skeleton++) };
});

describe('DashboardPage while its summary arrives', () => {
  it('draws the loading frame once and the filter bar only when the figures change it', async () => {
    renderWithProviders(<DashboardPage />, { initialEntries: ['/dashboard'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the dashboard…');
    await screen.findByRole('region', { name: 'Key figures' });
    // The answer renders the page twice (at once, then the figures in the background): the
    // frame and the bar stay as they were; the bar renders again only for the figures, whose
    // days a switch to a custom period starts from.
    expect(renders.skeleton).toBe(1);
    expect(renders.filterBar).toBe(2);
  });
});
