import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../api-client/apiErrors';

export const STALE_TIME_MS = 30_000;
export const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try (5xx, network errors, time-outs) at most twice; never a
 * 4xx — the same request would get the same answer.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      // A mutation changes something: repeating it on its own could do it twice.
      mutations: { retry: false },
    },
  });
}
