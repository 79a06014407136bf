import { graphlib, layout } from '@dagrejs/dagre';
import { NODE_HEIGHT, NODE_WIDTH } from '../canvasNodes';

export interface LayoutInput {
  nodes: { id: string }[];
  edges: { source: string; target: string }[];
}

/** Top-left positions, top to bottom in the order the steps run (dagre's layered layout). */
export function layoutGraph({
  nodes,
  edges,
}: LayoutInput): Record<string, { x: number; y: number }> {
  const graph = new graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) {
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target))
      graph.setEdge(edge.source, edge.target);
  }
  layout(graph);
  const positions: Record<string, { x: number; y: number }> = {};
  for (const node of nodes) {
    const placed = graph.node(node.id);
    // dagre places centres; React Flow positions the top-left corner.
    positions[node.id] = {
      x: Math.round(placed.x - NODE_WIDTH / 2),
      y: Math.round(placed.y - NODE_HEIGHT / 2),
    };
  }
  return positions;
}
