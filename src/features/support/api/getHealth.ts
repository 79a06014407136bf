import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { HealthSchema } from '../../../lib/api-client/schemas';
import type { Health } from '../../../lib/api-client/schema';

export const healthKeys = { all: ['health'] as const };
export const HEALTH_REFRESH_MS = 60_000;

export function getHealth(): Promise<Health> {
  return validated('health', HealthSchema, apiClient.get('health'));
}

/** Refreshed every minute while the support page is open. */
export function useHealth() {
  return useQuery({
    queryKey: healthKeys.all,
    queryFn: getHealth,
    refetchInterval: HEALTH_REFRESH_MS,
  });
}
