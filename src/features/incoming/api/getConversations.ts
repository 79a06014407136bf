import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { ConversationPageSchema } from '../../../lib/api-client/schemas/incoming';
import type {
  ChannelFilter,
  ConversationPage,
  Language,
  Outcome,
  Period,
} from '../../../lib/api-client/schema';
import { conversationsKeys } from './conversationsKeys';

export type ConversationsSortField =
  'startedAt' | 'durationSeconds' | 'outcome' | 'channel' | 'language';

export type ConversationsParams = {
  page: number;
  pageSize: number;
  sort?: `${ConversationsSortField}:${'asc' | 'desc'}`;
  period?: Period;
  /** `YYYY-MM-DD`, with period `custom`. */
  from?: string;
  to?: string;
  channel?: ChannelFilter;
  outcome?: Outcome;
  language?: Language;
  /** Free text over caller and transcript. */
  q?: string;
  /** A bot's name: only its conversations. */
  bot?: string;
};

export function getConversations(params: ConversationsParams): Promise<ConversationPage> {
  return validated('conversations', ConversationPageSchema, apiClient.get('conversations', params));
}

export const conversationsQuery = (params: ConversationsParams) =>
  queryOptions({
    queryKey: conversationsKeys.list(params),
    queryFn: () => getConversations(params),
    placeholderData: keepPreviousData,
  });

export const useConversations = (params: ConversationsParams) =>
  useQuery(conversationsQuery(params));
