import { botQueries, meQueries, type FirstScreenPrefetch } from '../../lib/query';
import { configQueries } from './api/configurations';

/** The configurations, the bots they belong to and the person's permissions: what the list reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/configuration') return;
  void queryClient.prefetchQuery(configQueries.list());
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(meQueries.current());
};
