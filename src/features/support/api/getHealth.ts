import { useQuery } from '@tanstack/react-query';
import { healthQuery } from '../../../lib/query';

export const HEALTH_REFRESH_MS = 60_000;

/** Refreshed every minute while the support page is open. */
export function useHealth() {
  return useQuery({ ...healthQuery, refetchInterval: HEALTH_REFRESH_MS });
}
