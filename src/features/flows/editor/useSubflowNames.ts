import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isNotFound } from '../../../lib/api-client/apiErrors';
import type { Flow, FlowNode } from '../../../lib/api-client/schema';
import { flowQueries } from '../api/flows';

/** What a subflow step knows about the flow it calls. */
export type SubflowTarget =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; id: string; name: string }
  | { state: 'missing' }
  | { state: 'failed' };

const nameOf = (flow: Flow) => flow.name;

/** Module-level, so TanStack Query hands back the same array while the reads stay as they are. */
const readStates = (results: UseQueryResult<string>[]) =>
  results.map((result) => {
    if (result.isSuccess) return { name: result.data };
    if (result.isPending) return 'loading' as const;
    return isNotFound(result.error) ? ('missing' as const) : ('failed' as const);
  });

export type SubflowLookup = (flowId: string | undefined) => SubflowTarget;

/**
 * The names of the flows the subflow steps call. The subflow picker's list (the first hundred
 * flows by name) answers most at no cost; a flow beyond it is read on its own, and a 404 there
 * means it was deleted (or never existed): the step says so instead of showing an id.
 */
export function useSubflowNames(nodes: readonly FlowNode[]): SubflowLookup {
  // As one string first: an edit elsewhere in the graph leaves the lookup as it is.
  const called = useMemo(() => {
    const flowIds = nodes.flatMap((node) =>
      node.type === 'subflow' && node.data.flowId ? [node.data.flowId] : [],
    );
    return [...new Set(flowIds)].sort().join('\n');
  }, [nodes]);
  const ids = useMemo(() => (called ? called.split('\n') : []), [called]);
  const choices = useQuery({ ...flowQueries.choices(), enabled: ids.length > 0 });
  const listed = useMemo(
    () => new Map((choices.data?.items ?? []).map((flow) => [flow.id, flow.name])),
    [choices.data],
  );
  // Only once the list is known: until then every id might still be in it.
  const unlisted = useMemo(
    () => (choices.isSuccess ? ids.filter((id) => !listed.has(id)) : []),
    [choices.isSuccess, ids, listed],
  );
  const reads = useQueries({
    queries: unlisted.map((id) => ({ ...flowQueries.detail(id), select: nameOf })),
    combine: readStates,
  });
  const read = useMemo(
    () => new Map(unlisted.map((id, index) => [id, reads[index]])),
    [unlisted, reads],
  );
  return useCallback(
    (flowId) => {
      if (!flowId) return { state: 'none' };
      const name = listed.get(flowId);
      if (name !== undefined) return { state: 'found', id: flowId, name };
      if (choices.isError) return { state: 'failed' };
      const state = read.get(flowId);
      if (state === undefined || state === 'loading') return { state: 'loading' };
      if (state === 'missing' || state === 'failed') return { state };
      return { state: 'found', id: flowId, name: state.name };
    },
    [listed, choices.isError, read],
  );
}
