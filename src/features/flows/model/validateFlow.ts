import type { FlowEdge, FlowNode, FlowProblem, Language } from '../../../lib/api-client/schema';
import { apiCallSlots, checkBody, invalidMappings } from './apiCall';
import { checkExpression } from './expression';
import { isLanguage } from '../../../lib/api-client/isLanguage';
import { isTerminal, nodeOutputs, SPOKEN_FIELDS, TEXT_FIELDS } from './nodeOutputs';
import { checkSsml } from './ssml';

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
  languages: Language[];
}

export interface FlowContext {
  /** The flow being checked: a subflow that leads back to it is a cycle. */
  flowId?: string;
  /** The flows another flow uses as subflows; undefined for a flow that does not exist. */
  subflowsOf?: (flowId: string) => string[] | undefined;
}

/** The text shown for the single output of a node (its handle is null). */
const SINGLE_OUTPUT = 'next';
const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/**
 * The problems of a flow graph, in the order of its nodes (flow-wide ones first). Shared by the
 * mock server (validation, publication) and the editor's live problems panel, so it must stay
 * pure and linear in the size of the graph.
 *
 * Decisions the rules leave open:
 * - Reachability starts from every start node: an extra start is reported once, as
 *   `several_starts`, not also as `unreachable` with everything after it.
 * - Edges are walked only when both ends exist and the source has the output they leave from
 *   (the server refuses anything else on save).
 * - `dead_end` marks a node from which no path leads to an end, a handover or an open output:
 *   a loop without a way out. A path that stops at an open output is reported once, as
 *   `unwired_output` on that node, not as `dead_end` on every node before it as well.
 * - Without `subflowsOf` (no knowledge of other flows) only a subflow node without a flow is
 *   `unknown_subflow`, and cycles cannot be found.
 */
export function validateFlow(flow: FlowGraph, context: FlowContext = {}): FlowProblem[] {
  const { nodes, edges, languages } = flow;
  const indexOf = new Map<string, number>();
  nodes.forEach((node, index) => {
    if (!indexOf.has(node.id)) indexOf.set(node.id, index);
  });
  // A handful of outputs per node: arrays beat sets here. Rule ids given twice count once.
  const outputsOf = nodes.map((node) => {
    const outputs = nodeOutputs(node);
    return outputs.length > 1 ? [...new Set(outputs)] : outputs;
  });
  const wiredOf = outputsOf.map((outputs) => outputs.map(() => false));

  // The edges that count: both ends exist, from an output the source has.
  const next: number[][] = nodes.map(() => []);
  const previous: number[][] = nodes.map(() => []);
  for (const edge of edges) {
    const source = indexOf.get(edge.source);
    const target = indexOf.get(edge.target);
    if (source === undefined || target === undefined) continue;
    const output = outputsOf[source].indexOf(edge.sourceHandle);
    if (output < 0) continue;
    next[source].push(target);
    previous[target].push(source);
    wiredOf[source][output] = true;
  }

  const perNode: FlowProblem[][] = nodes.map(() => []);
  const global: FlowProblem[] = [];
  const starts = nodes.flatMap((node, index) => (node.type === 'start' ? [index] : []));
  if (starts.length === 0) global.push({ severity: 'error', code: 'no_start' });
  for (const extra of starts.slice(1)) {
    perNode[extra].push({ severity: 'error', code: 'several_starts', nodeId: nodes[extra].id });
  }

  const reachable = walk(starts, next, nodes.length);
  const open = outputsOf.map((outputs, index) =>
    outputs.filter((_handle, output) => !wiredOf[index][output]),
  );
  // Nodes from which an end, a handover or an open output can be reached.
  const finishing = walk(
    nodes.flatMap((node, index) =>
      isTerminal(node.type) || open[index].length > 0 ? [index] : [],
    ),
    previous,
    nodes.length,
  );
  const filled = filledSlots(nodes);
  const leadsBack = subflowCycleCheck(context);

  nodes.forEach((node, index) => {
    const problems = perNode[index];
    const nodeId = node.id;
    if (starts.length > 0 && !reachable[index]) {
      problems.push({ severity: 'warning', code: 'unreachable', nodeId });
    }
    for (const handle of open[index]) {
      problems.push({
        severity: 'error',
        code: 'unwired_output',
        nodeId,
        handle: handle ?? SINGLE_OUTPUT,
      });
    }
    if (reachable[index] && !finishing[index]) {
      problems.push({ severity: 'error', code: 'dead_end', nodeId });
    }
    for (const slot of readSlots(node) ?? []) {
      if (!filled.has(slot))
        problems.push({ severity: 'error', code: 'undefined_slot', nodeId, slot });
    }
    for (const rule of node.type === 'condition' ? (node.data.rules ?? []) : []) {
      if (rule.operator !== 'expression') continue;
      const fault = checkExpression(rule.expression ?? '', filled);
      if (!fault) continue;
      problems.push({
        severity: 'error',
        code: 'invalid_expression',
        nodeId,
        rule: rule.id,
        fault: fault.fault,
        position: fault.position,
        ...(fault.name ? { slot: fault.name } : {}),
      });
    }
    if (node.type === 'apiCall') {
      const fault = checkBody(node.data.body ?? '');
      if (fault) {
        problems.push({
          severity: 'error',
          code: 'invalid_body',
          nodeId,
          position: fault.position,
        });
      }
      for (const mapping of invalidMappings(node.data.responseMapping)) {
        problems.push({ severity: 'error', code: 'invalid_mapping', nodeId, mapping });
      }
    }
    for (const fault of ssmlFaults(node)) problems.push({ severity: 'error', nodeId, ...fault });
    for (const language of missingLanguages(node, languages)) {
      problems.push({ severity: 'error', code: 'missing_text', nodeId, language });
    }
    if (node.type === 'subflow') {
      const target = node.data.flowId;
      if (!target || (context.subflowsOf && context.subflowsOf(target) === undefined)) {
        problems.push({ severity: 'error', code: 'unknown_subflow', nodeId });
      } else if (leadsBack(target)) {
        problems.push({ severity: 'error', code: 'subflow_cycle', nodeId });
      }
    }
  });
  return [...global, ...perNode.flat()];
}

/** Breadth-first from `roots` along `links`: which nodes are met. */
function walk(roots: number[], links: number[][], size: number): boolean[] {
  const seen = new Array<boolean>(size).fill(false);
  const queue = [...roots];
  for (const root of roots) seen[root] = true;
  for (let head = 0; head < queue.length; head += 1) {
    for (const to of links[queue[head]]) {
      if (seen[to]) continue;
      seen[to] = true;
      queue.push(to);
    }
  }
  return seen;
}

/** Slots the flow gives a value: asked, set, taken from an API's answer, or handed back by a subflow. */
export function filledSlots(nodes: FlowNode[]): Set<string> {
  const filled = new Set<string>();
  for (const { type, data } of nodes) {
    if ((type === 'ask' || type === 'setSlot') && data.slot) filled.add(data.slot);
    if (type === 'subflow') for (const slot of Object.keys(data.outputs ?? {})) filled.add(slot);
    if (type === 'apiCall') {
      for (const { slot } of data.responseMapping ?? []) if (slot) filled.add(slot);
    }
  }
  return filled;
}

/**
 * Slots a node reads: condition rules, `{slot}` in what it says (prompts and reprompts) and in an
 * API call's path and body.
 */
function readSlots(node: FlowNode): Set<string> | undefined {
  const { data } = node;
  if (node.type === 'apiCall') return new Set(apiCallSlots(data));
  if (node.type === 'condition') {
    // An expression's slots are checked with the expression (invalid_expression).
    return new Set(
      (data.rules ?? []).flatMap((rule) =>
        rule.slot && rule.operator !== 'expression' ? [rule.slot] : [],
      ),
    );
  }
  const texts =
    node.type === 'say'
      ? [data.texts]
      : node.type === 'ask'
        ? [data.prompts, data.noInputPrompts, data.noMatchPrompts]
        : [];
  let read: Set<string> | undefined;
  for (const byLanguage of texts) {
    for (const text of Object.values(byLanguage ?? {})) {
      if (!text?.includes('{')) continue;
      for (const match of text.matchAll(PLACEHOLDER)) (read ??= new Set()).add(match[1]);
    }
  }
  return read;
}

/** Voice markup that is not valid, in each text a step speaks (first fault per text). */
function ssmlFaults(node: FlowNode): Omit<FlowProblem, 'severity' | 'nodeId'>[] {
  const fields = SPOKEN_FIELDS[node.type] ?? [];
  return fields.flatMap((field) =>
    Object.entries(node.data[field] ?? {}).flatMap(([language, text]) => {
      const fault = text ? checkSsml(text) : null;
      return fault && isLanguage(language)
        ? [
            {
              code: 'invalid_ssml' as const,
              field,
              language,
              markup: fault.fault,
              position: fault.position,
            },
          ]
        : [];
    }),
  );
}

/** The languages a step lacks a text in: its texts, its card's title, its buttons' labels. */
function missingLanguages(node: FlowNode, languages: Language[]): Language[] {
  const fields = TEXT_FIELDS[node.type] ?? [];
  const { card, buttons } = node.data;
  const labels = [
    ...(card && fields.length > 0 ? [card.titles] : []),
    ...(node.type === 'ask' ? (buttons ?? []).map((button) => button.labels) : []),
  ];
  return languages.filter(
    (language) =>
      fields.some((field) => !node.data[field]?.[language]?.trim()) ||
      labels.some((texts) => !texts[language]?.trim()),
  );
}

/**
 * Whether using a flow as a subflow leads back to the flow being checked, through the flows
 * it uses in turn. Answers are remembered, so all subflow nodes together cost one walk.
 */
function subflowCycleCheck({ flowId, subflowsOf }: FlowContext): (target: string) => boolean {
  const known = new Map<string, boolean>();
  return (target) => {
    if (flowId === undefined || !subflowsOf) return false;
    if (target === flowId) return true;
    if (known.has(target)) return known.get(target)!;
    // Depth-first without recursion; a flow met twice on other paths is not searched again.
    const visited = new Set<string>([target]);
    const stack = [target];
    let found = false;
    while (stack.length > 0 && !found) {
      for (const used of subflowsOf(stack.pop()!) ?? []) {
        if (used === flowId || known.get(used) === true) found = true;
        else if (!visited.has(used) && !known.has(used)) {
          visited.add(used);
          stack.push(used);
        }
      }
    }
    // Everything visited without finding the flow cannot lead back either.
    if (!found) for (const flow of visited) known.set(flow, false);
    known.set(target, found);
    return found;
  };
}
