import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  FlowTest,
  FlowTestInput,
  FlowTestRunStart,
  FlowTestUpdate,
} from '../../../lib/api-client/schema';
import {
  FlowTestComparisonSchema,
  FlowTestListSchema,
  FlowTestRunListSchema,
  FlowTestRunSchema,
  FlowTestSchema,
} from '../../../lib/api-client/schemas/flows';
import { flowKeys } from './flows';

/**
 * Tests and runs sit below the area's root key: a publication (which records a comparison)
 * reads them again with the rest of the area.
 */
export const flowTestKeys = {
  all: [...flowKeys.all, 'tests'] as const,
  list: (botId: string, tag?: string) => [...flowTestKeys.all, 'list', botId, tag ?? ''] as const,
  detail: (id: string) => [...flowTestKeys.all, 'detail', id] as const,
  runs: (botId: string, tag?: string) => [...flowTestKeys.all, 'runs', botId, tag ?? ''] as const,
  run: (id: string) => [...flowTestKeys.all, 'run', id] as const,
};

export const flowTestQueries = {
  /** A bot's tests (a suite when `tag` is given), by name. */
  list: (botId: string, tag?: string) =>
    queryOptions({
      queryKey: flowTestKeys.list(botId, tag),
      queryFn: () =>
        validated(
          'flow-tests',
          FlowTestListSchema,
          apiClient.get('flow-tests', { botId, ...(tag ? { tag } : {}) }),
        ),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: flowTestKeys.detail(id),
      queryFn: () => {
        const path = `flow-tests/${encodeURIComponent(id)}` as const;
        return validated(path, FlowTestSchema, apiClient.get(path));
      },
    }),
  /** A bot's past runs, newest first, without their results. */
  runs: (botId: string, tag?: string) =>
    queryOptions({
      queryKey: flowTestKeys.runs(botId, tag),
      queryFn: () =>
        validated(
          'flow-test-runs',
          FlowTestRunListSchema,
          apiClient.get('flow-test-runs', { botId, ...(tag ? { tag } : {}) }),
        ),
    }),
  /**
   * The publish guard: what publishing the flow's saved draft would change for the bot's tests.
   * A POST that records two runs, read like a query once per draft version.
   */
  comparison: (flowId: string, draftVersion: number) =>
    queryOptions({
      queryKey: [...flowTestKeys.all, 'comparison', flowId, draftVersion] as const,
      queryFn: () => compareFlowTests(flowId),
      staleTime: Infinity,
      retry: false,
    }),
  /** A finished run never changes: read once. */
  run: (id: string) =>
    queryOptions({
      queryKey: flowTestKeys.run(id),
      queryFn: () => {
        const path = `flow-test-runs/${encodeURIComponent(id)}` as const;
        return validated(path, FlowTestRunSchema, apiClient.get(path));
      },
      staleTime: Infinity,
    }),
};

/**
 * How long running a suite may take: the server walks every test before it answers, and a
 * POST has no time-out of its own.
 */
export const TEST_RUN_TIMEOUT_MS = 60_000;

/** Runs a bot's enabled tests (or a suite); answers the finished run with its results. */
export const runFlowTests = (start: FlowTestRunStart) =>
  validated(
    'flow-test-runs',
    FlowTestRunSchema,
    apiClient.post('flow-test-runs', start, TEST_RUN_TIMEOUT_MS),
  );

/** What publishing the flow's saved draft would change for the bot's tests (records two runs). */
export const compareFlowTests = (flowId: string) => {
  const path = `flows/${encodeURIComponent(flowId)}/test-comparisons` as const;
  return validated(
    path,
    FlowTestComparisonSchema,
    apiClient.post(path, undefined, TEST_RUN_TIMEOUT_MS),
  );
};

/** Every change to tests or runs reads the tests and the past runs again. */
function useFlowTestMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowTestKeys.all }),
  });
}

export const createFlowTest = (input: FlowTestInput): Promise<FlowTest> =>
  validated('flow-tests', FlowTestSchema, apiClient.post('flow-tests', input));

/** PUT with the version the change is based on; a stale one rejects with a ConflictError. */
export const saveFlowTest = (id: string, update: FlowTestUpdate): Promise<FlowTest> =>
  validated(`flow-tests/${id}`, FlowTestSchema, apiClient.put('flow-tests', id, update));

export const useCreateFlowTest = () => useFlowTestMutation(createFlowTest);

export const useSaveFlowTest = () =>
  useFlowTestMutation(({ id, update }: { id: string; update: FlowTestUpdate }) =>
    saveFlowTest(id, update),
  );

export const useDeleteFlowTest = () =>
  useFlowTestMutation((test: Pick<FlowTest, 'id'>) => apiClient.delete('flow-tests', test.id));

export const useRunFlowTests = () => useFlowTestMutation(runFlowTests);
