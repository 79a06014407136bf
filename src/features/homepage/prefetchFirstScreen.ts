import { botQueries, type FirstScreenPrefetch } from '../../lib/query';
import { activityQueries, HOME_ACTIVITY_LIMIT } from './api/activity';

/** The bots with their health and the latest events: what Home's first screen reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname }) => {
  if (pathname !== '/') return;
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(activityQueries.latest(HOME_ACTIVITY_LIMIT));
};
