import { act, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createFormat } from '../../../lib/format/createFormat';
import { installFakeResizeObserver } from '../../../testing/fakeResizeObserver';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { OutcomesChart } from './OutcomesChart';

// The page's one resize observer; the test plays the layout that reports each box's width.
const layout = installFakeResizeObserver();
afterAll(() => layout.uninstall());

// The donut as MUI X would get it: the sizes it is drawn at.
const pieSizes = vi.hoisted(() => [] as { width?: number; height?: number }[]);
vi.mock('./lazyCharts', () => ({
  chartsLoaded: () => true,
  BarChart: () => null,
  PieChart: ({ width, height }: { width?: number; height?: number }) => {
    pieSizes.push({ width, height });
    return <svg data-testid="donut" />;
  },
}));

describe('OutcomesChart', () => {
  it.each([
    // A wide card: the donut as wide as it is high, the legend beside it in the rest.
    [600, 240],
    // A phone: the donut on three fifths of the box.
    [300, 180],
  ])(
    'draws the donut at a size of its own in a box %i wide, so MUI X never measures the page',
    async (boxWidth, donutWidth) => {
      renderWithProviders(
        <OutcomesChart
          outcomes={{ contained: 6, handover: 3, abandoned: 1 }}
          format={createFormat('en-US', 'UTC')}
        />,
      );
      const box = [...layout.state.observed].at(-1)!;
      await act(async () => layout.widths([[box, boxWidth]]));

      expect(await screen.findByTestId('donut')).toBeInTheDocument();
      // Without a width, MUI X reads the box's computed style when it mounts (a layout of the
      // whole page), each time the Dashboard is shown again.
      expect(pieSizes.at(-1)).toEqual({ width: donutWidth, height: 240 });
    },
  );
});
