import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient, ConflictError } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { QueryOf } from '../../../lib/api-client/apiPaths';
import type {
  Flow,
  FlowInput,
  FlowPage,
  FlowSummary,
  FlowUpdate,
} from '../../../lib/api-client/schema';
import { ApiErrorSchema } from '../../../lib/api-client/schemas/common';
import { FlowPageSchema, FlowSchema } from '../../../lib/api-client/schemas/flows';

/** GET /flows: page, pageSize, sort, q, botId, status. */
export type FlowsParams = QueryOf<'flows'>;

/**
 * Everything of the area is below `flowKeys.all`: a save, publication or restoration invalidates
 * it whole. The list pages are below `flowKeys.lists()`: invalidate that after any change to a
 * flow, so names, status, problems and versions in the list are read again.
 */
export const flowKeys = {
  all: ['flows'] as const,
  lists: () => [...flowKeys.all, 'list'] as const,
  list: (params: FlowsParams) => [...flowKeys.lists(), params] as const,
  detail: (id: string) => [...flowKeys.all, 'detail', id] as const,
  choices: () => [...flowKeys.all, 'choices'] as const,
};

export const flowQueries = {
  /** A page of flows; the previous page stays on screen while the next one loads. */
  list: (params: FlowsParams) =>
    queryOptions({
      queryKey: flowKeys.list(params),
      queryFn: (): Promise<FlowPage> =>
        validated('flows', FlowPageSchema, apiClient.get('flows', params)),
      placeholderData: keepPreviousData,
    }),
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

/** Every flow in the cached list pages: what the screen knows without asking the server. */
export function cachedFlows(queryClient: QueryClient): readonly FlowSummary[] {
  return queryClient
    .getQueriesData<FlowPage>({ queryKey: flowKeys.lists() })
    .flatMap(([, page]) => page?.items ?? []);
}

/** Every change reads the list again (names, status, problems, subflow use). */
function useFlowListMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowKeys.lists() }),
  });
}

const createFlow = (input: FlowInput): Promise<Flow> =>
  validated('flows', FlowSchema, apiClient.post('flows', input));

/** A new flow, blank or from a template; answers the flow (to open it). */
export const useCreateFlow = () => useFlowListMutation(createFlow);

/** A new flow starting as a copy of `flow`'s draft, on the same bot, under `name`. */
export const useDuplicateFlow = () =>
  useFlowListMutation(({ flow, name }: { flow: FlowSummary; name: string }) =>
    createFlow({ name, botId: flow.botId, copyOf: flow.id }),
  );

export const useDeleteFlow = () =>
  useFlowListMutation((flow: FlowSummary) => apiClient.delete('flows', flow.id));

/**
 * The flows that use the one a DELETE was refused for (409 `in_use`), by name; undefined for
 * any other failure.
 */
export function usedByOf(error: unknown): string[] | undefined {
  if (!(error instanceof ConflictError)) return undefined;
  const body = ApiErrorSchema.safeParse(error.cause.response?.data);
  return body.success && body.data.code === 'in_use' ? (body.data.usedBy ?? []) : undefined;
}
