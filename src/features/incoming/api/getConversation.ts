import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { ConversationDetailSchema } from '../../../lib/api-client/schemas/incoming';
import type { ConversationDetail } from '../../../lib/api-client/schema';
import { conversationsKeys } from './conversationsKeys';

/** GET {base}/conversations/{id}; a 404 rejects (isNotFound(error)). */
export function getConversation(id: string): Promise<ConversationDetail> {
  const path = `conversations/${encodeURIComponent(id)}` as const;
  return validated(path, ConversationDetailSchema, apiClient.get(path));
}

export const conversationQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: conversationsKeys.detail(id ?? ''),
    queryFn: () => getConversation(id ?? ''),
    enabled: Boolean(id),
  });

export const useConversation = (id: string | undefined) => useQuery(conversationQuery(id));
