import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { ActivityListSchema } from '../../../lib/api-client/schemas/homepage';
import type { ActivityList } from '../../../lib/api-client/schema';

/** How many of the latest events Home lists. */
export const HOME_ACTIVITY_LIMIT = 10;

export const activityKeys = {
  all: ['activity'] as const,
  latest: (limit: number) => [...activityKeys.all, 'latest', limit] as const,
};

/** The latest events, newest first; `limit` 1..50. */
export function getActivity(limit = 10): Promise<ActivityList> {
  return validated('activity', ActivityListSchema, apiClient.get('activity', { limit }));
}

export const activityQueries = {
  latest: (limit = 10) =>
    queryOptions({ queryKey: activityKeys.latest(limit), queryFn: () => getActivity(limit) }),
};

export const useActivity = (limit = 10) => useQuery(activityQueries.latest(limit));
