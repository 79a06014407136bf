import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import {
  ConversationDetailSchema,
  ConversationPageSchema,
} from '../../../lib/api-client/schemas/incoming';
import type { QueryOf } from '../../../lib/api-client/apiPaths';
import type { ConversationDetail, ConversationPage } from '../../../lib/api-client/schema';

/** GET /conversations: the contract's query, always with a page and its size. */
export type ConversationsParams = QueryOf<'conversations'> & { page: number; pageSize: number };

/** The fields the server sorts conversations by (the contract's `sort` without direction). */
export type ConversationsSortField =
  NonNullable<ConversationsParams['sort']> extends `${infer Field}:${string}` ? Field : never;

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
