export { createQueryClient, shouldRetry, STALE_TIME_MS } from './queryClient';
export { getMe, meQueryKey, useMe, hasPermission } from './me';
