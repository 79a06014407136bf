import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Flow, FlowUpdate } from '../../../lib/api-client/schema';
import { FlowPageSchema, FlowSchema } from '../../../lib/api-client/schemas/flows';

export const flowKeys = {
  all: ['flows'] as const,
  detail: (id: string) => [...flowKeys.all, 'detail', id] as const,
  choices: () => [...flowKeys.all, 'choices'] as const,
};

export const flowQueries = {
  /** One flow with its draft graph. Not refetched on focus: the editor holds the draft. */
  detail: (id: string) =>
    queryOptions({
      queryKey: flowKeys.detail(id),
      queryFn: (): Promise<Flow> => {
        const path = `flows/${encodeURIComponent(id)}` as const;
        return validated(path, FlowSchema, apiClient.get(path));
      },
      refetchOnWindowFocus: false,
    }),
  /** The flows a subflow step can call: the first hundred by name. */
  choices: () =>
    queryOptions({
      queryKey: flowKeys.choices(),
      queryFn: () =>
        validated(
          'flows',
          FlowPageSchema,
          apiClient.get('flows', { page: 1, pageSize: 100, sort: 'name:asc' }),
        ),
    }),
};

/** PUT the draft with the version it was based on; a stale one rejects with a ConflictError. */
export const saveFlow = (id: string, update: FlowUpdate): Promise<Flow> =>
  validated(`flows/${id}`, FlowSchema, apiClient.put('flows', id, update));
