import type {
  FlowEdge,
  FlowNode,
  FlowNodeData,
  FlowNodeType,
  Language,
} from '../../../lib/api-client/schema';

/** What two versions of a flow are compared by: its name and its graph. */
export interface ComparedFlow {
  name: string;
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
}

/** The per-language texts of a step; each language that differs is one change. */
export const TEXT_DIFF_FIELDS = ['texts', 'prompts', 'noInputPrompts', 'noMatchPrompts'] as const;
export type TextDiffField = (typeof TEXT_DIFF_FIELDS)[number];

/** The settings compared as a whole, in the order the inspector shows them. */
export const VALUE_DIFF_FIELDS = [
  'label',
  'slot',
  'entity',
  'retries',
  'rules',
  'value',
  'integration',
  'method',
  'path',
  'body',
  'timeoutMs',
  'responseMapping',
  'dtmfOptions',
  'noAnswerBranch',
  'buttons',
  'card',
  'target',
  'flowId',
  'inputs',
  'outputs',
  'outcome',
] as const satisfies readonly (keyof FlowNodeData)[];
export type ValueDiffField = (typeof VALUE_DIFF_FIELDS)[number];

/** One setting of a step that differs; `before`/`after` are undefined where it is not set. */
export type FieldChange =
  | { field: 'type'; before: FlowNodeType; after: FlowNodeType }
  | {
      field: TextDiffField;
      language: Language;
      before: string | undefined;
      after: string | undefined;
    }
  | {
      [F in ValueDiffField]: { field: F; before: FlowNodeData[F]; after: FlowNodeData[F] };
    }[ValueDiffField];

export interface NodeChange {
  before: FlowNode;
  after: FlowNode;
  /** Never empty: a step that only moved is in `moved` alone. */
  fields: FieldChange[];
}

export interface FlowDiff {
  name?: { before: string; after: string };
  /** In the order of the newer graph. */
  added: FlowNode[];
  /** In the order of the older graph. */
  removed: FlowNode[];
  changed: NodeChange[];
  /** Steps of both graphs at another place on the canvas (as the newer graph has them). */
  moved: FlowNode[];
  /** Connections, compared by what they join (source, output, target), not by their ids. */
  connectionsAdded: FlowEdge[];
  connectionsRemoved: FlowEdge[];
}

/**
 * Undefined, null, '', [] and {} all mean "not set": a field emptied again (or a subflow's `{}`
 * inputs) is not a change from none.
 */
function isUnset(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isUnset);
  return false;
}

/** Deep equality of JSON values (settings are plain data), with unset values alike. */
function same(a: unknown, b: unknown): boolean {
  if (isUnset(a) || isUnset(b)) return isUnset(a) && isUnset(b);
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const entries = (value: object) =>
    Object.entries(value).filter(([, entry]) => !isUnset(entry) || Array.isArray(value));
  const left = entries(a as object);
  const right = new Map(entries(b as object));
  return left.length === right.size && left.every(([key, value]) => same(value, right.get(key)));
}

function textChanges(field: TextDiffField, before: FlowNode, after: FlowNode): FieldChange[] {
  const old = before.data[field] ?? {};
  const current = after.data[field] ?? {};
  const languages = [...new Set([...Object.keys(old), ...Object.keys(current)])] as Language[];
  return languages
    .filter((language) => !same(old[language], current[language]))
    .map((language) => ({ field, language, before: old[language], after: current[language] }));
}

/** What differs between two versions of one step, position aside. */
export function nodeFieldChanges(before: FlowNode, after: FlowNode): FieldChange[] {
  const changes: FieldChange[] = [];
  if (before.type !== after.type) {
    changes.push({ field: 'type', before: before.type, after: after.type });
  }
  const [label, ...rest] = VALUE_DIFF_FIELDS;
  const valueChange = (field: ValueDiffField) => {
    if (!same(before.data[field], after.data[field])) {
      changes.push({ field, before: before.data[field], after: after.data[field] } as FieldChange);
    }
  };
  valueChange(label);
  TEXT_DIFF_FIELDS.forEach((field) => changes.push(...textChanges(field, before, after)));
  rest.forEach(valueChange);
  return changes;
}

const connectionKey = (edge: FlowEdge) =>
  JSON.stringify([edge.source, edge.sourceHandle ?? null, edge.target]);

/** The connections of `edges` that `others` lacks. */
function connectionsMissingIn(edges: readonly FlowEdge[], others: readonly FlowEdge[]) {
  const known = new Set(others.map(connectionKey));
  return edges.filter((edge) => !known.has(connectionKey(edge)));
}

/**
 * What changed from `before` (e.g. the published version) to `after` (e.g. the draft). Steps are
 * matched by id; connections by what they join, since the editor and the server may name the
 * same connection differently.
 */
export function diffFlows(before: ComparedFlow, after: ComparedFlow): FlowDiff {
  const oldNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const newIds = new Set(after.nodes.map((node) => node.id));
  const changed: NodeChange[] = [];
  const moved: FlowNode[] = [];
  for (const node of after.nodes) {
    const old = oldNodes.get(node.id);
    if (!old) continue;
    const fields = nodeFieldChanges(old, node);
    if (fields.length > 0) changed.push({ before: old, after: node, fields });
    if (old.position.x !== node.position.x || old.position.y !== node.position.y) moved.push(node);
  }
  return {
    ...(before.name !== after.name ? { name: { before: before.name, after: after.name } } : {}),
    added: after.nodes.filter((node) => !oldNodes.has(node.id)),
    removed: before.nodes.filter((node) => !newIds.has(node.id)),
    changed,
    moved,
    connectionsAdded: connectionsMissingIn(after.edges, before.edges),
    connectionsRemoved: connectionsMissingIn(before.edges, after.edges),
  };
}

/** Whether the two versions are the same. */
export const isSameFlow = (diff: FlowDiff) =>
  !diff.name &&
  [
    diff.added,
    diff.removed,
    diff.changed,
    diff.moved,
    diff.connectionsAdded,
    diff.connectionsRemoved,
  ].every((list) => list.length === 0);
