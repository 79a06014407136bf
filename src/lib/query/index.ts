export { createQueryClient } from './queryClient';
export { getMe, meKeys, meQueries, useMe, hasPermission } from './me';
export { healthQueries } from './health';
export { botQueries } from './bots';
