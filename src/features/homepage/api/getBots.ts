import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { answered } from '../../../lib/api-client/apiErrors';
import type { BotList } from '../../../lib/api-client/schema';

export const botsKeys = { all: ['bots'] as const };

export function getBots(): Promise<BotList> {
  return answered('bots', apiClient.get<BotList>('bots'));
}

export function useBots() {
  return useQuery({ queryKey: botsKeys.all, queryFn: getBots });
}
