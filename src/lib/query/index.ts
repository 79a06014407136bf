export { createQueryClient } from './queryClient';
export { getMe, meQuery, meQueryKey, useMe, hasPermission } from './me';
export { healthQuery } from './health';
export { botsQuery } from './bots';
