import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  Flow,
  FlowPublication,
  FlowRestoration,
  FlowVersion,
  FlowVersionList,
  FlowVersionSummary,
} from '../../../lib/api-client/schema';
import {
  FlowSchema,
  FlowVersionListSchema,
  FlowVersionSchema,
  FlowVersionSummarySchema,
} from '../../../lib/api-client/schemas/flows';
import { flowKeys } from './flows';

/** Below the area's root key, so a publication or restoration reads them again with the rest. */
export const flowVersionKeys = {
  list: (id: string) => [...flowKeys.all, 'versions', id] as const,
  version: (id: string, versionId: string) =>
    [...flowVersionKeys.list(id), 'version', versionId] as const,
};

const versionsPath = (id: string) => `flows/${encodeURIComponent(id)}/versions` as const;

export const flowVersionQueries = {
  /** The published versions of a flow, newest first. */
  list: (id: string) =>
    queryOptions({
      queryKey: flowVersionKeys.list(id),
      queryFn: (): Promise<FlowVersionList> =>
        validated(versionsPath(id), FlowVersionListSchema, apiClient.get(versionsPath(id))),
    }),
  /** One published version with its graph. Published versions never change: read once. */
  version: (id: string, versionId: string) =>
    queryOptions({
      queryKey: flowVersionKeys.version(id, versionId),
      queryFn: (): Promise<FlowVersion> => {
        const path = `${versionsPath(id)}/${encodeURIComponent(versionId)}` as const;
        return validated(path, FlowVersionSchema, apiClient.get(path));
      },
      staleTime: Infinity,
    }),
};

/**
 * Publishes the draft `version` as the next version. A stale version rejects with a
 * ConflictError, a draft with errors with a BadRequestError (`flow_invalid`, with `problems`).
 */
export const publishFlow = (
  id: string,
  publication: FlowPublication,
): Promise<FlowVersionSummary> => {
  const path = `flows/${encodeURIComponent(id)}/publications` as const;
  return validated(path, FlowVersionSummarySchema, apiClient.post(path, publication));
};

/**
 * Makes a published version the draft again, replacing the draft `version`; a stale one rejects
 * with a ConflictError and nothing is replaced. Answers the flow with the restored draft.
 */
export const restoreFlowVersion = (id: string, restoration: FlowRestoration): Promise<Flow> => {
  const path = `flows/${encodeURIComponent(id)}/restorations` as const;
  return validated(path, FlowSchema, apiClient.post(path, restoration));
};

/**
 * Both change the flow's status, versions and unpublished changes, which the editor, the versions
 * and the list show: everything under the area's root key is read again, after a refusal too
 * (a 409 means this screen's copy is out of date).
 */
function useFlowVersionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowKeys.all }),
  });
}

export const usePublishFlow = (id: string) =>
  useFlowVersionMutation((publication: FlowPublication) => publishFlow(id, publication));

export const useRestoreFlowVersion = (id: string) =>
  useFlowVersionMutation((restoration: FlowRestoration) => restoreFlowVersion(id, restoration));
