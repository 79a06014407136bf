import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { flowTestQueries } from '../api/flowTests';
import { FLOW_EDITOR_PARAMS } from '../routes';

const NONE: ReadonlySet<string> = new Set();

export interface CoverageFigures {
  runId: string;
  startedAt: string;
  nodes: number;
  totalNodes: number;
  edges: number;
  totalEdges: number;
}

/**
 * A test run's coverage of this flow (the run the address names, `?coverage=`): the steps its
 * tests visited, for the canvas to highlight, and the figures for the notice above it. A run that
 * did not test this flow covers nothing of it. Hiding it takes it out of the address.
 */
export function useCoverage(flowId: string) {
  const [params] = useSearchParams();
  const runId = params.get(FLOW_EDITOR_PARAMS.coverage) || undefined;
  const run = useQuery({ ...flowTestQueries.run(runId ?? ''), enabled: runId !== undefined });
  return useMemo(() => {
    if (!runId) return { nodes: NONE, notice: undefined };
    if (run.isError) return { nodes: NONE, notice: { runId, failed: true } as const };
    const data = run.data;
    if (!data) return { nodes: NONE, notice: undefined };
    const covered = data.coverage.find((coverage) => coverage.flowId === flowId);
    const figures: CoverageFigures = {
      runId,
      startedAt: data.startedAt,
      nodes: covered?.nodes.length ?? 0,
      totalNodes: covered?.totalNodes ?? 0,
      edges: covered?.edges.length ?? 0,
      totalEdges: covered?.totalEdges ?? 0,
    };
    return { nodes: new Set(covered?.nodes ?? []), notice: { ...figures, failed: false } as const };
  }, [flowId, runId, run.data, run.isError]);
}
