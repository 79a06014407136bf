import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { answered } from '../../../lib/api-client/apiErrors';
import type { ConversationDetail } from '../../../lib/api-client/schema';
import { conversationsKeys } from './conversationsKeys';

/** GET {base}/conversations/{id}; a 404 rejects (isNotFound(error)). */
export function getConversation(id: string): Promise<ConversationDetail> {
  const path = `conversations/${encodeURIComponent(id)}`;
  return answered(path, apiClient.get<ConversationDetail>(path));
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: conversationsKeys.detail(id ?? ''),
    queryFn: () => getConversation(id ?? ''),
    enabled: Boolean(id),
  });
}
