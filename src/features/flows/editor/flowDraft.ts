import type { Flow } from '../../../lib/api-client/schema';
import type { Versioned } from '../../../lib/versioned-save';
import type { FlowGraph } from './graph';

/** What the editor saves: the name and the graph, with the version they were based on. */
export interface FlowDraft extends Versioned {
  name: string;
  graph: FlowGraph;
}

export const DRAFT_FIELDS = ['name', 'graph'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export const toDraft = (flow: Flow): FlowDraft => ({
  name: flow.name,
  graph: { nodes: flow.nodes, edges: flow.edges },
  version: flow.version,
  updatedAt: flow.updatedAt,
  updatedBy: flow.updatedBy,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The server's copy from a 409, when it is a flow. */
export function draftFromCurrent(current: unknown): FlowDraft | undefined {
  if (
    !isRecord(current) ||
    typeof current.version !== 'number' ||
    typeof current.name !== 'string' ||
    !Array.isArray(current.nodes) ||
    !Array.isArray(current.edges)
  ) {
    return undefined;
  }
  return toDraft(current as unknown as Flow);
}

/** The steps the server refused (400 field errors on `nodes.N…` or `edges.N…`), by id. */
export function refusedNodes(graph: FlowGraph, fieldErrors: Record<string, string>): Set<string> {
  const ids = new Set<string>();
  for (const path of Object.keys(fieldErrors)) {
    const [list, index] = path.split('.');
    const position = Number(index);
    if (list === 'nodes') {
      const node = graph.nodes[position];
      if (node) ids.add(node.id);
    } else if (list === 'edges') {
      const edge = graph.edges[position];
      if (edge) ids.add(edge.source);
    }
  }
  return ids;
}
