import { lazyWithRetry } from '../../../lib/lazy';

// The charts library is most of the Dashboard's code: it loads after the key figures and the
// lists are on screen instead of holding them back, and the cards keep their place meanwhile.
const charts = () => import('./chartsChunk');

export const BarChart = lazyWithRetry(
  async () => ({ default: (await charts()).BarChart }),
  'charts',
);
export const PieChart = lazyWithRetry(
  async () => ({ default: (await charts()).PieChart }),
  'charts',
);

/** Whether the charts chunk has arrived: cards drawn after that need not wait to be seen. */
export const chartsLoaded = () => BarChart.isLoaded() && PieChart.isLoaded();
