import {
  FLOW_NODE_TYPE_VALUES,
  type FlowEdge,
  type FlowNode,
  type FlowNodeData,
  type FlowNodeType,
} from '../../../lib/api-client/schema';
import { nodeOutputs, hasInput } from '../model/nodeOutputs';
import { defaultNodeData } from './defaultNodeData';

/** The part of a flow the canvas edits; undo and redo step through these. */
export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** Vertical distance between a node and the one added after it. */
const STEP = 150;

const randomId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export const edgeId = (source: string, handle: string | null, target: string) =>
  `e-${source}-${handle ?? 'next'}-${target}`;

/** The node's first output that no edge leaves from yet. */
export function freeOutput(graph: FlowGraph, node: FlowNode): string | null | undefined {
  return nodeOutputs(node).find(
    (handle) =>
      !graph.edges.some((edge) => edge.source === node.id && edge.sourceHandle === handle),
  );
}

/**
 * Wires `handle` of `source` to `target`. An output leads to one node only, so an edge from the
 * same output is replaced; wiring into the start or a node to itself is refused (unchanged graph).
 */
export function connect(
  graph: FlowGraph,
  source: string,
  handle: string | null,
  target: string,
): FlowGraph {
  const to = graph.nodes.find((node) => node.id === target);
  const from = graph.nodes.find((node) => node.id === source);
  if (!to || !from || source === target || !hasInput(to.type)) return graph;
  if (!nodeOutputs(from).includes(handle)) return graph;
  const kept = graph.edges.filter(
    (edge) => !(edge.source === source && edge.sourceHandle === handle),
  );
  return {
    nodes: graph.nodes,
    edges: [...kept, { id: edgeId(source, handle, target), source, sourceHandle: handle, target }],
  };
}

/**
 * A new node of `type`: below `after` or at `position`. After a node, it takes the node's first
 * free output; when every output is taken it goes in between, on the first output: the step that
 * followed now follows the new one (if it has an output), and the steps below make room.
 * Returns the graph and the new node's id.
 */
export function addNode(
  graph: FlowGraph,
  type: FlowNodeType,
  place: { after?: string; position?: { x: number; y: number } },
): { graph: FlowGraph; nodeId: string } {
  const node: FlowNode = {
    id: randomId(type),
    type,
    position: place.position ?? { x: 0, y: 0 },
    data: defaultNodeData(type, () => randomId('rule')),
  };
  const after = graph.nodes.find((candidate) => candidate.id === place.after);
  const outputs = after ? nodeOutputs(after) : [];
  if (!after || outputs.length === 0) {
    const position = after ? { x: after.position.x, y: after.position.y + STEP } : node.position;
    return {
      graph: { nodes: [...graph.nodes, { ...node, position }], edges: graph.edges },
      nodeId: node.id,
    };
  }
  const free = freeOutput(graph, after);
  const handle = free === undefined ? (outputs[0] ?? null) : free;
  const siblings = graph.edges.filter((edge) => edge.source === after.id).length;
  if (free !== undefined) {
    const placed = {
      ...node,
      position: { x: after.position.x + siblings * 240, y: after.position.y + STEP },
    };
    const added = { nodes: [...graph.nodes, placed], edges: graph.edges };
    return { graph: connect(added, after.id, handle, node.id), nodeId: node.id };
  }
  const next = graph.edges.find((edge) => edge.source === after.id && edge.sourceHandle === handle);
  const below = (candidate: FlowNode) => candidate.position.y > after.position.y;
  const room = graph.nodes.map((candidate) =>
    below(candidate)
      ? { ...candidate, position: { x: candidate.position.x, y: candidate.position.y + STEP } }
      : candidate,
  );
  const placed = { ...node, position: { x: after.position.x, y: after.position.y + STEP } };
  let inserted = connect(
    { nodes: [...room, placed], edges: graph.edges },
    after.id,
    handle,
    node.id,
  );
  const onward = nodeOutputs(placed)[0];
  if (next && onward !== undefined) inserted = connect(inserted, node.id, onward, next.target);
  return { graph: inserted, nodeId: node.id };
}

/** Removes nodes and every edge that touches them. */
export function removeNodes(graph: FlowGraph, ids: ReadonlySet<string>): FlowGraph {
  return {
    nodes: graph.nodes.filter((node) => !ids.has(node.id)),
    edges: graph.edges.filter((edge) => !ids.has(edge.source) && !ids.has(edge.target)),
  };
}

export function removeEdges(graph: FlowGraph, ids: ReadonlySet<string>): FlowGraph {
  return { nodes: graph.nodes, edges: graph.edges.filter((edge) => !ids.has(edge.id)) };
}

export function moveNodes(
  graph: FlowGraph,
  positions: ReadonlyMap<string, { x: number; y: number }>,
): FlowGraph {
  return {
    nodes: graph.nodes.map((node) => {
      const position = positions.get(node.id);
      return position ? { ...node, position } : node;
    }),
    edges: graph.edges,
  };
}

/** New settings for a node; edges from outputs it no longer has (a removed rule) go too. */
export function updateNodeData(graph: FlowGraph, id: string, data: FlowNodeData): FlowGraph {
  const nodes = graph.nodes.map((node) => (node.id === id ? { ...node, data } : node));
  const changed = nodes.find((node) => node.id === id);
  if (!changed) return graph;
  const outputs = nodeOutputs(changed);
  return {
    nodes,
    edges: graph.edges.filter((edge) => edge.source !== id || outputs.includes(edge.sourceHandle)),
  };
}

/** The chosen nodes and the edges between them, for the clipboard. */
export function fragmentOf(graph: FlowGraph, ids: ReadonlySet<string>): FlowGraph {
  return {
    nodes: graph.nodes.filter((node) => ids.has(node.id)),
    edges: graph.edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target)),
  };
}

/** Why a pasted or imported graph is refused; nothing of it is applied. */
export type FragmentProblem = 'unreadable' | 'unknown_type' | 'dangling_edge';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNode = (value: unknown): value is FlowNode =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.type === 'string' &&
  isRecord(value.position) &&
  typeof value.position.x === 'number' &&
  typeof value.position.y === 'number' &&
  isRecord(value.data);

const isEdge = (value: unknown): value is FlowEdge =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.source === 'string' &&
  typeof value.target === 'string' &&
  (value.sourceHandle === null || typeof value.sourceHandle === 'string');

/** Reads a copied graph (JSON text); all of it is sound or none of it is taken. */
export function parseFragment(text: string): FlowGraph | FragmentProblem {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  if (!isRecord(raw) || !Array.isArray(raw.nodes) || !Array.isArray(raw.edges)) return 'unreadable';
  if (!raw.nodes.every(isNode) || !raw.edges.every(isEdge)) return 'unreadable';
  const nodes = raw.nodes;
  if (nodes.some((node) => !(FLOW_NODE_TYPE_VALUES as readonly string[]).includes(node.type))) {
    return 'unknown_type';
  }
  const ids = new Set(nodes.map((node) => node.id));
  if (raw.edges.some((edge) => !ids.has(edge.source) || !ids.has(edge.target))) {
    return 'dangling_edge';
  }
  return { nodes, edges: raw.edges };
}

/** Adds a copied fragment with fresh ids, a little below and right of where it was. */
export function pasteFragment(
  graph: FlowGraph,
  fragment: FlowGraph,
): { graph: FlowGraph; nodeIds: string[] } {
  const ids = new Map(fragment.nodes.map((node) => [node.id, randomId(node.type)]));
  const nodes = fragment.nodes.map((node) => ({
    ...node,
    id: ids.get(node.id) ?? node.id,
    position: { x: node.position.x + 40, y: node.position.y + 40 },
  }));
  const edges = fragment.edges.map((edge) => {
    const source = ids.get(edge.source) ?? edge.source;
    const target = ids.get(edge.target) ?? edge.target;
    return { ...edge, id: edgeId(source, edge.sourceHandle, target), source, target };
  });
  return {
    graph: { nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] },
    nodeIds: nodes.map((node) => node.id),
  };
}
