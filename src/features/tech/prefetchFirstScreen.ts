import { healthQuery, type FirstScreenPrefetch } from '../../lib/query';
import { techQueries } from './api/techQueries';

/** The health section (the area's first): the services' health, latency and open incidents. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/tech') return;
  void queryClient.prefetchQuery(healthQuery);
  void queryClient.prefetchQuery(techQueries.latency24h());
  void queryClient.prefetchQuery(techQueries.openIncidents());
};
