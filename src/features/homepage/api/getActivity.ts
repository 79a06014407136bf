import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { ActivityListSchema } from '../../../lib/api-client/schemas';
import type { ActivityList } from '../../../lib/api-client/schema';

export const activityKeys = {
  all: ['activity'] as const,
  latest: (limit: number) => ['activity', { limit }] as const,
};

/** The latest events, newest first; `limit` 1..50. */
export function getActivity(limit = 10): Promise<ActivityList> {
  return validated('activity', ActivityListSchema, apiClient.get('activity', { limit }));
}

export function useActivity(limit = 10) {
  return useQuery({ queryKey: activityKeys.latest(limit), queryFn: () => getActivity(limit) });
}
