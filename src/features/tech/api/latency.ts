import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import {
  ConversationLatencySchema,
  LatencyMetricsSchema,
} from '../../../lib/api-client/schemas/tech';

export const latencyKeys = {
  all: ['tech', 'latency'] as const,
  last24h: () => [...latencyKeys.all, '24h'] as const,
  conversation: (conversationId: string) =>
    [...latencyKeys.all, 'conversation', conversationId] as const,
};

export const latencyQueries = {
  last24h: () =>
    queryOptions({
      queryKey: latencyKeys.last24h(),
      queryFn: () =>
        validated(
          'metrics/latency',
          LatencyMetricsSchema,
          apiClient.get('metrics/latency', { period: '24h' }),
        ),
    }),
  conversation: (conversationId: string) =>
    queryOptions({
      queryKey: latencyKeys.conversation(conversationId),
      queryFn: () => {
        const path = `conversations/${encodeURIComponent(conversationId)}/latency` as const;
        return validated(path, ConversationLatencySchema, apiClient.get(path));
      },
    }),
};
