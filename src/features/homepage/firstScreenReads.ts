import { botQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { activityQueries, HOME_ACTIVITY_LIMIT } from './api/activity';

/** The bots with their health and the latest events: what Home's first screen reads. */
export const firstScreenReads: FirstScreenReads = (queryClient) => {
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(activityQueries.latest(HOME_ACTIVITY_LIMIT));
};
