import { healthQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { incidentQueries } from './api/incidents';
import { latencyQueries } from './api/latency';

/** The health section (the area's first): the services' health, latency and open incidents. */
export const firstScreenReads: FirstScreenReads = (queryClient) => {
  void queryClient.prefetchQuery(healthQueries.current());
  void queryClient.prefetchQuery(latencyQueries.last24h());
  void queryClient.prefetchQuery(incidentQueries.open());
};
