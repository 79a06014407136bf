import type { ConversationsParams } from './getConversations';

export const conversationsKeys = {
  all: ['conversations'] as const,
  list: (params: ConversationsParams) => ['conversations', 'list', params] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
};
