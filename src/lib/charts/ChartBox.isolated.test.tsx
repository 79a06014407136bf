import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { installFakeResizeObserver } from '../../testing/fakeResizeObserver';
import { ChartBox } from './ChartBox';

// One observer for the page, as the browser would have it: the test plays the layout.
const layout = installFakeResizeObserver();
afterAll(() => layout.uninstall());

const chart = vi.fn(({ width, height }: { width: number; height: number }) => (
  <svg data-testid="chart" width={width} height={height} />
));

describe('ChartBox', () => {
  it('draws its chart once, at the width the layout gave the box, and again when it changes', () => {
    const { unmount } = render(
      <ChartBox role="img" aria-label="Latency" height={40}>
        {chart}
      </ChartBox>,
    );
    const box = screen.getByRole('img', { name: 'Latency' });
    // Before the layout: the box with its height, no chart drawn at a guessed width.
    expect(chart).not.toHaveBeenCalled();
    expect(layout.state.observed.has(box)).toBe(true);

    // The layout's report renders the chart synchronously (before the frame is painted).
    layout.widths([[box, 320.6]]);
    expect(chart).toHaveBeenCalledTimes(1);
    expect(chart).toHaveBeenLastCalledWith({ width: 320, height: 40 });
    expect(screen.getByTestId('chart')).toHaveAttribute('width', '320');

    act(() => layout.widths([[box, 180]]));
    expect(screen.getByTestId('chart')).toHaveAttribute('width', '180');

    // Hidden (display: none reports zero): the chart stays as drawn instead of vanishing.
    act(() => layout.widths([[box, 0]]));
    expect(screen.getByTestId('chart')).toHaveAttribute('width', '180');

    unmount();
    expect(layout.state.observed.has(box)).toBe(false);
  });

  it('shares one observer between all charts of the page', () => {
    chart.mockClear();
    render(
      <>
        <ChartBox aria-label="A" role="img" height={40}>
          {chart}
        </ChartBox>
        <ChartBox aria-label="B" role="img" height={40}>
          {chart}
        </ChartBox>
      </>,
    );
    layout.widths([
      [screen.getByRole('img', { name: 'A' }), 100],
      [screen.getByRole('img', { name: 'B' }), 200],
    ]);
    expect(layout.state.created).toBe(1);
    expect(chart.mock.calls.map(([size]) => size.width)).toEqual([100, 200]);
  });

  it('draws a large chart in the background, showing its fallback until then', async () => {
    chart.mockClear();
    render(
      <ChartBox aria-label="Timeline" role="img" height={280} background fallback={<p>waiting</p>}>
        {chart}
      </ChartBox>,
    );
    const box = screen.getByRole('img', { name: 'Timeline' });
    expect(screen.getByText('waiting')).toBeInTheDocument();

    // The layout's report starts a transition: nothing is drawn before the frame is painted…
    layout.widths([[box, 640]]);
    expect(chart).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();

    // …and React renders it afterwards, once, at the box's size.
    await act(async () => {});
    expect(chart).toHaveBeenCalledTimes(1);
    expect(chart).toHaveBeenLastCalledWith({ width: 640, height: 280 });
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
