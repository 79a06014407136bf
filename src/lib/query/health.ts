import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client/apiClient';
import { validated } from '../api-client/apiErrors';
import type { Health } from '../api-client/schema';
import { HealthSchema } from '../api-client/schemas/common';

/**
 * The platform's health, read by Support (every minute) and Technical (every 30 s): one key, so
 * whichever page refreshed last also fills the other.
 */
export const healthKeys = { all: ['health'] as const };

export const healthQueries = {
  current: () =>
    queryOptions({
      queryKey: healthKeys.all,
      queryFn: (): Promise<Health> => validated('health', HealthSchema, apiClient.get('health')),
    }),
};
