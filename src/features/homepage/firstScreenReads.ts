import { botsQuery } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { activityQuery, HOME_ACTIVITY_LIMIT } from './api/getActivity';

/** The bots with their health and the latest events: what Home's first screen reads. */
export const firstScreenReads: FirstScreenReads = (queryClient) => {
  void queryClient.prefetchQuery(botsQuery);
  void queryClient.prefetchQuery(activityQuery(HOME_ACTIVITY_LIMIT));
};
