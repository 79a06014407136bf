import type { FlowGraph } from '../graph';

/** Where an arrow key goes from a step on the canvas. */
export type StepDirection = 'next' | 'previous' | 'sibling' | 'previousSibling';

export const ARROW_DIRECTIONS: Readonly<Record<string, StepDirection>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  ArrowRight: 'sibling',
  ArrowLeft: 'previousSibling',
};

const targetsOf = (graph: FlowGraph, id: string) =>
  graph.edges.filter((edge) => edge.source === id).map((edge) => edge.target);
const sourcesOf = (graph: FlowGraph, id: string) =>
  graph.edges.filter((edge) => edge.target === id).map((edge) => edge.source);

/**
 * The step an arrow key moves the focus to, along the flow's connections: down to the first step
 * this one leads to, up to the step it was reached from (else the first that leads here), and
 * sideways to the other steps that step leads to, in output order, going round. `cameFrom`: the
 * step the focus came down from, when it did. Undefined where there is no such step.
 */
export function stepInDirection(
  graph: FlowGraph,
  from: string,
  direction: StepDirection,
  cameFrom?: string,
): string | undefined {
  const sources = sourcesOf(graph, from);
  const parent = cameFrom !== undefined && sources.includes(cameFrom) ? cameFrom : sources[0];
  switch (direction) {
    case 'next':
      return targetsOf(graph, from).find((target) => target !== from);
    case 'previous':
      return parent;
    case 'sibling':
    case 'previousSibling': {
      if (parent === undefined) return undefined;
      const siblings = [...new Set(targetsOf(graph, parent))];
      if (siblings.length < 2) return undefined;
      const at = siblings.indexOf(from);
      const step = direction === 'sibling' ? 1 : -1;
      return siblings[(at + step + siblings.length) % siblings.length];
    }
  }
}
