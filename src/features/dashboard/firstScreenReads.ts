import { readListState } from '../../lib/list-page/listState';
import type { FirstScreenReads } from '../../lib/routing';
import { dashboardQueries } from './api/dashboard';
import { DASHBOARD_FILTERS } from './components/filters';
import { filtersReady, toDashboardParams } from './useDashboardFilters';

/** The summary for the address's period and channel: the same query the Dashboard reads. */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }) => {
  const filters = readListState(DASHBOARD_FILTERS, searchParams);
  // An unfinished custom period asks for nothing until both days are chosen.
  if (!filtersReady(filters)) return;
  void queryClient.prefetchQuery(dashboardQueries.summary(toDashboardParams(filters)));
};
