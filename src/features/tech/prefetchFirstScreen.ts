import { healthQueries, type FirstScreenPrefetch } from '../../lib/query';
import { latencyQueries } from './api/latency';
import { incidentQueries } from './api/incidents';

/** The health section (the area's first): the services' health, latency and open incidents. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/tech') return;
  void queryClient.prefetchQuery(healthQueries.current());
  void queryClient.prefetchQuery(latencyQueries.last24h());
  void queryClient.prefetchQuery(incidentQueries.open());
};
