import { botQueries, meQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { configQueries } from './api/configurations';

/** The configurations, the bots they belong to and the person's permissions: what the list reads. */
export const firstScreenReads: FirstScreenReads = (queryClient) => {
  void queryClient.prefetchQuery(configQueries.list());
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(meQueries.current());
};
