import type { Edge, Node, NodeHandle } from '@xyflow/react';
import { Position } from '@xyflow/react';
import type { FlowEdge, FlowNode } from '../../../lib/api-client/schema';
import { hasInput, nodeOutputs } from '../model/nodeOutputs';
import type { StepProblems } from './stepProblems';
import type { NodeText } from './useNodeText';

/** Every node has one size, known before it is drawn: no measuring pass, even at 1,000 nodes. */
export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 96;
const HANDLE = 10;

export interface CanvasNodeData extends Record<string, unknown> {
  node: FlowNode;
  typeLabel: string;
  title: string;
  summary: string;
  outputs: { id: string | null; label: string; x: number }[];
  input: boolean;
  /** The step's problems, with how they read (also part of the node's accessible name). */
  problems?: StepProblems & { label: string };
  /** A subflow step's way to the flow it calls. */
  open?: { to: string; label: string };
  onPath: boolean;
}

export type CanvasNode = Node<CanvasNodeData, 'flow'>;

const outputX = (index: number, count: number) => (NODE_WIDTH * (index + 1)) / (count + 1);

/** A flow node as React Flow draws it, with its handles placed up front. */
export function toCanvasNode(
  node: FlowNode,
  text: NodeText,
  typeLabel: string,
  flags: Pick<CanvasNodeData, 'problems' | 'open' | 'onPath'> & { selected: boolean },
): CanvasNode {
  const outputs = nodeOutputs(node).map((id, index, all) => ({
    id,
    label: text.outputLabel(node, id),
    x: outputX(index, all.length),
  }));
  const input = hasInput(node.type);
  const handles: NodeHandle[] = [
    ...(input
      ? [
          {
            type: 'target' as const,
            position: Position.Top,
            x: NODE_WIDTH / 2 - HANDLE / 2,
            y: -HANDLE / 2,
            width: HANDLE,
            height: HANDLE,
          },
        ]
      : []),
    ...outputs.map((output) => ({
      id: output.id,
      type: 'source' as const,
      position: Position.Bottom,
      x: output.x - HANDLE / 2,
      y: NODE_HEIGHT - HANDLE / 2,
      width: HANDLE,
      height: HANDLE,
    })),
  ];
  const title = text.title(node);
  const summary = text.summary(node);
  return {
    id: node.id,
    type: 'flow',
    position: node.position,
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
    handles,
    selected: flags.selected,
    // The problems after what the step says, as the panel's count reads ("2 problems").
    ariaLabel: [
      [typeLabel, title === typeLabel ? '' : title, summary].filter(Boolean).join(': '),
      flags.problems?.label,
    ]
      .filter(Boolean)
      .join('. '),
    data: {
      node,
      typeLabel,
      title,
      summary,
      outputs,
      input,
      problems: flags.problems,
      open: flags.open,
      onPath: flags.onPath,
    },
  };
}

/** An edge, labelled with its output where the source has several. */
export function toCanvasEdge(
  edge: FlowEdge,
  source: FlowNode | undefined,
  text: NodeText,
  flags: { selected: boolean; onPath: boolean },
  describe: (label: string) => string,
): Edge {
  const several = source !== undefined && nodeOutputs(source).length > 1;
  const label = several && source ? text.outputLabel(source, edge.sourceHandle) : undefined;
  return {
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourceHandle,
    target: edge.target,
    label,
    selected: flags.selected,
    animated: flags.onPath,
    ariaLabel: describe(label ?? ''),
  };
}
