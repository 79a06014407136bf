import type { FlowEdge, FlowNode, FlowNodeData, FlowNodeType } from '../lib/api-client/schema';

/** Tests: a flow step at the origin (where it sits does not matter to the logic). */
export const flowNode = (id: string, type: FlowNodeType, data: FlowNodeData = {}): FlowNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data,
});

/** Tests: a connection from `source` (by its `sourceHandle` output, or its only one) to `target`. */
export const flowEdge = (
  source: string,
  target: string,
  sourceHandle: string | null = null,
): FlowEdge => ({
  id: `${source}-${sourceHandle ?? 'next'}-${target}`,
  source,
  sourceHandle,
  target,
});
