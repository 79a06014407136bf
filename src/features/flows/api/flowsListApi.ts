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
import type { Flow, FlowInput, FlowPage, FlowSummary } from '../../../lib/api-client/schema';
import { ApiErrorSchema } from '../../../lib/api-client/schemas/common';
import { FlowPageSchema, FlowSchema } from '../../../lib/api-client/schemas/flows';

/** GET /flows: page, pageSize, sort, q, botId, status. */
export type FlowsParams = QueryOf<'flows'>;

/**
 * The list's cache entries, below the area's root key `['flows']`: invalidate
 * `flowListKeys.all` (or `['flows']`) after any change to a flow, e.g. when the editor saves,
 * publishes or restores, so names, status, problems and versions in the list are read again.
 */
export const flowListKeys = {
  all: ['flows', 'list'] as const,
  list: (params: FlowsParams) => [...flowListKeys.all, params] as const,
};

export const flowListQueries = {
  /** A page of flows; the previous page stays on screen while the next one loads. */
  list: (params: FlowsParams) =>
    queryOptions({
      queryKey: flowListKeys.list(params),
      queryFn: (): Promise<FlowPage> =>
        validated('flows', FlowPageSchema, apiClient.get('flows', params)),
      placeholderData: keepPreviousData,
    }),
};

/** Every flow in the cached list pages: what the screen knows without asking the server. */
export function cachedFlows(queryClient: QueryClient): readonly FlowSummary[] {
  return queryClient
    .getQueriesData<FlowPage>({ queryKey: flowListKeys.all })
    .flatMap(([, page]) => page?.items ?? []);
}

/** Every change reads the list again (names, status, problems, subflow use). */
function useFlowListMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowListKeys.all }),
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
