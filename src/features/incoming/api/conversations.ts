import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import {
  ConversationDetailSchema,
  ConversationPageSchema,
} from '../../../lib/api-client/schemas/incoming';
import type {
  ChannelFilter,
  ConversationDetail,
  ConversationPage,
  Language,
  Outcome,
  Period,
} from '../../../lib/api-client/schema';

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

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (params: ConversationsParams) => [...conversationKeys.all, 'list', params] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};

export function getConversations(params: ConversationsParams): Promise<ConversationPage> {
  return validated('conversations', ConversationPageSchema, apiClient.get('conversations', params));
}

/** GET {base}/conversations/{id}; a 404 rejects (isNotFound(error)). */
export function getConversation(id: string): Promise<ConversationDetail> {
  const path = `conversations/${encodeURIComponent(id)}` as const;
  return validated(path, ConversationDetailSchema, apiClient.get(path));
}

/** The Incoming area's reads, as queryOptions factories (for pages and prefetching alike). */
export const conversationQueries = {
  /** A page of conversations; the previous page stays on screen while the next one loads. */
  list: (params: ConversationsParams) =>
    queryOptions({
      queryKey: conversationKeys.list(params),
      queryFn: () => getConversations(params),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string | undefined) =>
    queryOptions({
      queryKey: conversationKeys.detail(id ?? ''),
      queryFn: () => getConversation(id ?? ''),
      enabled: Boolean(id),
    }),
};

export const useConversations = (params: ConversationsParams) =>
  useQuery(conversationQueries.list(params));

export const useConversation = (id: string | undefined) => useQuery(conversationQueries.detail(id));
