import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { BotListSchema } from '../../../lib/api-client/schemas';
import type { BotList } from '../../../lib/api-client/schema';

export const botsKeys = { all: ['bots'] as const };

export function getBots(): Promise<BotList> {
  return validated('bots', BotListSchema, apiClient.get('bots'));
}

export const botsQuery = queryOptions({ queryKey: botsKeys.all, queryFn: getBots });

export const useBots = () => useQuery(botsQuery);
