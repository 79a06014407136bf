import type { FlowGraph } from './graph';

/** A flow's unsaved edits as the edit session keeps them in the browser. */
export interface KeptDraft {
  name: string;
  graph: FlowGraph;
}

/** A kept copy, if it is still a flow's name and steps (an older build may have kept another shape). */
export function parseKeptDraft(kept: unknown): KeptDraft | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { name, graph } = kept as Partial<KeptDraft>;
  return typeof name === 'string' && Array.isArray(graph?.nodes) && Array.isArray(graph.edges)
    ? { name, graph }
    : undefined;
}
