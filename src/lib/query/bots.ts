import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client/apiClient';
import { validated } from '../api-client/apiErrors';
import type { BotList } from '../api-client/schema';
import { BotListSchema } from '../api-client/schemas/common';

/**
 * The bots, read by Home (their status), Configuration and Flows (names and the bot picker) and
 * Technical (the log filter): one cache entry, so a bot list read anywhere serves everywhere.
 */
export const botsQuery = queryOptions({
  queryKey: ['bots'] as const,
  queryFn: (): Promise<BotList> => validated('bots', BotListSchema, apiClient.get('bots')),
});
