import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { BuildInfoSchema, IncidentListSchema } from '../../../lib/api-client/schemas/common';
import {
  ConversationLatencySchema,
  LatencyMetricsSchema,
} from '../../../lib/api-client/schemas/tech';

/** The Technical area's reads, one queryOptions factory each (one key per resource). */
export const techQueries = {
  latency24h: () =>
    queryOptions({
      queryKey: ['tech', 'metrics', 'latency', '24h'],
      queryFn: () =>
        validated(
          'metrics/latency',
          LatencyMetricsSchema,
          apiClient.get('metrics/latency', { period: '24h' }),
        ),
    }),
  openIncidents: () =>
    queryOptions({
      queryKey: ['tech', 'incidents', 'open'],
      queryFn: () =>
        validated('incidents', IncidentListSchema, apiClient.get('incidents', { status: 'open' })),
    }),
  buildInfo: () =>
    queryOptions({
      queryKey: ['tech', 'build-info'],
      queryFn: () => validated('build-info', BuildInfoSchema, apiClient.get('build-info')),
      staleTime: Infinity,
    }),
  conversationLatency: (conversationId: string) =>
    queryOptions({
      queryKey: ['tech', 'conversation-latency', conversationId],
      queryFn: () => {
        const path = `conversations/${encodeURIComponent(conversationId)}/latency` as const;
        return validated(path, ConversationLatencySchema, apiClient.get(path));
      },
    }),
};
