import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '../../../lib/query';

export const HEALTH_REFRESH_MS = 60_000;

/** Refreshed every minute while the support page is open. */
export function useHealth() {
  return useQuery({ ...healthQueries.current(), refetchInterval: HEALTH_REFRESH_MS });
}
