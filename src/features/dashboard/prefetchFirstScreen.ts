import { readListState } from '../../lib/list-page/listState';
import type { FirstScreenPrefetch } from '../../lib/query';
import { dashboardQueries } from './api/dashboard';
import { DASHBOARD_FILTERS } from './components/filters';
import { filtersReady, toDashboardParams } from './useDashboardFilters';

/** The summary for the address's period and channel: the same query the Dashboard reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== '/dashboard') return;
  const filters = readListState(DASHBOARD_FILTERS, new URLSearchParams(search));
  // An unfinished custom period asks for nothing until both days are chosen.
  if (!filtersReady(filters)) return;
  void queryClient.prefetchQuery(dashboardQueries.summary(toDashboardParams(filters)));
};
