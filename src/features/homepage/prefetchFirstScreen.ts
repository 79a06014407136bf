import { botsQuery, type FirstScreenPrefetch } from '../../lib/query';
import { activityQuery, HOME_ACTIVITY_LIMIT } from './api/getActivity';

/** The bots with their health and the latest events: what Home's first screen reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/') return;
  void queryClient.prefetchQuery(botsQuery);
  void queryClient.prefetchQuery(activityQuery(HOME_ACTIVITY_LIMIT));
};
