import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client/apiClient';
import { validated } from '../api-client/apiErrors';
import type { BotList } from '../api-client/schema';
import { BotListSchema } from '../api-client/schemas/common';

/**
 * The bots, read by Home (their status), Configuration and Flows (names and the bot picker) and
 * Technical (the log filter): one cache entry, so a bot list read anywhere serves everywhere.
 */
export const botKeys = { all: ['bots'] as const };

export const botQueries = {
  list: () =>
    queryOptions({
      queryKey: botKeys.all,
      queryFn: (): Promise<BotList> => validated('bots', BotListSchema, apiClient.get('bots')),
    }),
};
