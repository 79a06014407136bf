import type { Flow, FlowEdge, FlowNode } from '../../lib/api-client/schema';
import { FlowEdgeSchema, FlowNodeSchema } from '../../lib/api-client/schemas/flows';
import { FlowUpdateBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { isTimeoutMs } from '../../features/flows/model/apiCall';
import { hasInput, nodeOutputs } from '../../features/flows/model/nodeOutputs';
import { limitErrors } from './contractLimits';
import type { FieldErrors } from './respond';

type Shape = typeof FlowNodeSchema | typeof FlowEdgeSchema;

/**
 * One node or edge against the contract's schema, its field errors under `prefix`: missing is
 * `required`, a value outside an enum (a node type) `unknown_value`, anything else `invalid`.
 * Fields the contract does not know are dropped, so the stored graph stays within it.
 */
function shaped<T>(
  schema: Shape,
  raw: unknown,
  prefix: string,
  errors: FieldErrors,
): T | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data as T;
  for (const issue of result.error.issues) {
    const field = [prefix, ...issue.path.map(String)].join('.');
    errors[field] ??=
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : issue.code === 'invalid_value'
          ? 'unknown_value'
          : 'invalid';
  }
  return undefined;
}

/** Ranges and rules the contract's text limits (limitErrors) do not cover. */
function checkNodeLimits(node: FlowNode, prefix: string, errors: FieldErrors): void {
  const { data } = node;
  if (data.retries !== undefined && (data.retries < 0 || data.retries > 5)) {
    errors[`${prefix}.data.retries`] = 'invalid';
  }
  if (data.timeoutMs !== undefined && !isTimeoutMs(data.timeoutMs)) {
    errors[`${prefix}.data.timeoutMs`] = 'invalid';
  }
  // Rule ids name the condition's outputs: unique, and never the `else` every condition has.
  const ruleIds = new Set<string>(['else']);
  (data.rules ?? []).forEach((rule, index) => {
    const field = `${prefix}.data.rules.${index}.id`;
    if (rule.id && ruleIds.has(rule.id)) errors[field] = 'already_exists';
    ruleIds.add(rule.id);
  });
}

function checkNodes(raw: unknown, errors: FieldErrors): FlowNode[] {
  if (!Array.isArray(raw)) {
    errors.nodes = 'required';
    return [];
  }
  const ids = new Set<string>();
  return raw.flatMap((item: unknown, index) => {
    const prefix = `nodes.${index}`;
    const node = shaped<FlowNode>(FlowNodeSchema, item, prefix, errors);
    if (!node) return [];
    checkNodeLimits(node, prefix, errors);
    if (ids.has(node.id)) errors[`${prefix}.id`] = 'already_exists';
    ids.add(node.id);
    return [node];
  });
}

/**
 * Edges between nodes that exist, from an output the source has (nodeOutputs), into a node that
 * takes input; one edge per output, since a conversation goes on one way only.
 */
function checkEdges(raw: unknown, nodes: FlowNode[], errors: FieldErrors): FlowEdge[] {
  if (!Array.isArray(raw)) {
    errors.edges = 'required';
    return [];
  }
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const ids = new Set<string>();
  const usedOutputs = new Set<string>();
  return raw.flatMap((item: unknown, index) => {
    const prefix = `edges.${index}`;
    const edge = shaped<FlowEdge>(FlowEdgeSchema, item, prefix, errors);
    if (!edge) return [];
    if (edge.id && ids.has(edge.id)) errors[`${prefix}.id`] = 'already_exists';
    ids.add(edge.id);
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source) errors[`${prefix}.source`] = 'unknown_value';
    else if (!nodeOutputs(source).includes(edge.sourceHandle)) {
      errors[`${prefix}.sourceHandle`] = 'unknown_value';
    } else {
      const output = `${edge.source}\n${edge.sourceHandle ?? ''}`;
      if (usedOutputs.has(output)) errors[`${prefix}.sourceHandle`] = 'already_exists';
      usedOutputs.add(output);
    }
    if (!target) errors[`${prefix}.target`] = 'unknown_value';
    else if (!hasInput(target.type)) errors[`${prefix}.target`] = 'invalid';
    return [edge];
  });
}

/** A flow name: required, unique within its bot (case aside); its length is the contract's. */
export function checkFlowName(
  raw: unknown,
  botId: string,
  flows: readonly Flow[],
  errors: FieldErrors,
  self?: Flow,
): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  const same = name.toLocaleLowerCase();
  if (!name) errors.name = 'required';
  else if (
    flows.some(
      (other) => other !== self && other.botId === botId && other.name.toLocaleLowerCase() === same,
    )
  ) {
    errors.name = 'already_exists';
  }
  return name;
}

/** The checks of a draft save (PUT /flows/{id}) besides its version. */
export function checkFlowUpdate(
  body: Record<string, unknown>,
  self: Flow,
  flows: readonly Flow[],
): { errors: FieldErrors } | { input: Pick<Flow, 'name' | 'nodes' | 'edges'> } {
  const errors = limitErrors(FlowUpdateBodySchema, body);
  const name = checkFlowName(body.name, self.botId, flows, errors, self);
  const nodes = checkNodes(body.nodes, errors);
  const edges = checkEdges(body.edges, nodes, errors);
  return Object.keys(errors).length > 0 ? { errors } : { input: { name, nodes, edges } };
}
