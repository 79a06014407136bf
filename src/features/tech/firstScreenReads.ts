import { healthQuery } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { techQueries } from './api/techQueries';

/** The health section (the area's first): the services' health, latency and open incidents. */
export const firstScreenReads: FirstScreenReads = (queryClient) => {
  void queryClient.prefetchQuery(healthQuery);
  void queryClient.prefetchQuery(techQueries.latency24h());
  void queryClient.prefetchQuery(techQueries.openIncidents());
};
