import { botsQuery, meQuery, type FirstScreenPrefetch } from '../../lib/query';
import { configQueries } from './api/configQueries';

/** The configurations, the bots they belong to and the person's permissions: what the list reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/configuration') return;
  void queryClient.prefetchQuery(configQueries.list());
  void queryClient.prefetchQuery(botsQuery);
  void queryClient.prefetchQuery(meQuery);
};
