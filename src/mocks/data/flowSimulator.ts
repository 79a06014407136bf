import type {
  Channel,
  FlowButton,
  Flow,
  FlowConditionRule,
  FlowNode,
  Intent,
  Language,
  LanguageTexts,
  SimulatorSource,
  SimulatorStep,
  SimulatorTurn,
  SimulatorUnderstanding,
} from '../../lib/api-client/schema';
import { TIMEOUT_MS } from '../../features/flows/model/apiCall';
import { expressionHolds } from '../../features/flows/model/expression';
import { hasSsml, plainText } from '../../features/flows/model/ssml';
import { filledSlots } from '../../features/flows/model/validateFlow';
import { learnedFrom, type StoredModel } from './models';
import { callIntegration, mapAnswer } from './integrationCalls';
import { createClassifier } from './nlu';

export type SimulatorGraph = Pick<Flow, 'nodes' | 'edges'>;

/** What the simulator needs from the server around it. */
export interface SimulatorEnvironment {
  /** A subflow's graph (its draft or its published version, as the session tries); undefined: unknown. */
  subflowGraph: (flowId: string) => SimulatorGraph | undefined;
  /** What the understanding makes of the caller's words. */
  understand: (text: string, language: Language) => SimulatorUnderstanding;
}

/** Where a run is: a node of the flow (`flowId`) it was started on, or of a subflow. */
interface Place {
  flowId: string;
  nodeId: string;
}

/** A session as the mock keeps it: plain data, so the dev mock can keep it across reloads. */
export interface SimulatorState {
  id: string;
  flowId: string;
  /** Subflows are tried in the same kind of graph: their drafts or their published versions. */
  source: SimulatorSource;
  language: Language;
  channel: Channel;
  slots: Record<string, string>;
  path: string[];
  ended: boolean;
  outcome: string | null;
  /** The graphs walked, taken when first needed: later edits do not change a running session. */
  graphs: Record<string, SimulatorGraph>;
  /** The subflow nodes the run went into and comes back to, outermost first. */
  callers: Place[];
  /** The question waiting for the caller's answer, and how often it went unanswered. */
  waiting: (Place & { misses: number }) | null;
}

/** Steps in one go before the run counts as stuck in a loop. */
export const MAX_STEPS = 200;
/** Questions without `retries` are asked this often again (the seeded bots' no-input retries). */
const DEFAULT_RETRIES = 2;

const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/**
 * Starts a run at the flow's start or at `startNodeId` ("try from here"), with preset slots,
 * and walks until the first question or the end.
 */
export function startSimulation(
  start: Pick<SimulatorState, 'id' | 'flowId' | 'source' | 'language' | 'channel' | 'slots'> & {
    graph: SimulatorGraph;
    startNodeId?: string;
  },
  environment: SimulatorEnvironment,
): { state: SimulatorState; step: SimulatorStep } {
  const { graph, startNodeId, ...session } = start;
  const state: SimulatorState = {
    ...session,
    slots: { ...session.slots },
    path: [],
    ended: false,
    outcome: null,
    graphs: { [session.flowId]: structuredClone(graph) },
    callers: [],
    waiting: null,
  };
  const first = startNodeId ?? graph.nodes.find((node) => node.type === 'start')?.id;
  const turns: SimulatorTurn[] = [];
  if (first === undefined) finish(state, 'error');
  else walk(state, { flowId: state.flowId, nodeId: first }, turns, environment);
  return { state, step: stepOf(state, turns, null) };
}

/** How the caller answered: words, keys, a button of the question (by id), or nothing at all. */
export type CallerInput = 'text' | 'dtmf' | 'button' | 'silence';

/**
 * What the caller says (or keys in: DTMF counts as the text of its digits, where the question
 * has no keypad options) to the question waiting, and how the flow goes on. Not for an ended run.
 * A button answers with its value; in a chat, typing a button's label counts as clicking it.
 */
export function answerSimulation(
  state: SimulatorState,
  said: string,
  environment: SimulatorEnvironment,
  input: CallerInput = said.trim() ? 'text' : 'silence',
): SimulatorStep {
  const waiting = state.waiting;
  const ask = waiting && nodeAt(state, waiting);
  const buttons = offeredButtons(state);
  const text = input === 'silence' ? '' : said.trim();
  const button =
    input === 'button'
      ? buttons.find((candidate) => candidate.id === text)
      : input === 'text'
        ? buttons.find(
            (candidate) =>
              labelOf(state, candidate.labels).toLocaleLowerCase() === text.toLocaleLowerCase(),
          )
        : undefined;
  const turns: SimulatorTurn[] = [
    {
      speaker: 'caller',
      text:
        input === 'button'
          ? button
            ? labelOf(state, button.labels)
            : ''
          : input === 'silence'
            ? ''
            : said,
      nodeId: null,
      input,
    },
  ];
  const nlu = text && input !== 'button' ? environment.understand(text, state.language) : null;
  if (!waiting || !ask) {
    finish(state, 'error');
    return stepOf(state, turns, nlu);
  }
  const slot = ask.data.slot;
  const options = state.channel === 'voice' ? ask.data.dtmfOptions : undefined;
  const value = button
    ? button.value
    : input === 'button'
      ? ''
      : input === 'dtmf' && options?.length
        ? (options.find((option) => option.digit === text)?.value ?? '')
        : valueOf(text, ask.data.entity);
  if (value) {
    if (slot) state.slots[slot] = value;
  } else {
    waiting.misses += 1;
    if (waiting.misses <= (ask.data.retries ?? DEFAULT_RETRIES)) {
      // Nothing heard, or nothing of use (no digits for a number): ask again.
      const again = text ? ask.data.noMatchPrompts : ask.data.noInputPrompts;
      turns.push(botTurn(state, ask, again?.[state.language]?.trim() ? again : ask.data.prompts));
      return stepOf(state, turns, nlu);
    }
    // Retries used up: on along the question's own way for that, or its usual output.
    if (slot) delete state.slots[slot];
  }
  state.waiting = null;
  const handle = button?.branch ? button.id : !value && ask.data.noAnswerBranch ? 'noAnswer' : null;
  const next = follow(state, waiting, handle);
  if (next) walk(state, next, turns, environment);
  else finish(state, 'error');
  return stepOf(state, turns, nlu);
}

/** The buttons the question waiting offers: in a chat only. */
export function offeredButtons(state: SimulatorState): FlowButton[] {
  const ask = state.waiting && nodeAt(state, state.waiting);
  return ask && state.channel === 'chat' ? (ask.data.buttons ?? []) : [];
}

/** The slot value an answer gives: digits for a number, the words as said for anything else. */
function valueOf(text: string, entity: string | undefined): string {
  return entity === '@sys.number' ? text.replace(/\D/g, '') : text;
}

function walk(
  state: SimulatorState,
  from: Place,
  turns: SimulatorTurn[],
  environment: SimulatorEnvironment,
): void {
  let place: Place | undefined = from;
  for (let steps = 0; place; steps += 1) {
    const node = nodeAt(state, place);
    if (!node || steps >= MAX_STEPS) return finish(state, 'error');
    // Inside a subflow the path shows the subflow node it was entered from, once.
    if (state.callers.length === 0) state.path.push(node.id);
    let handle: string | null = null;
    switch (node.type) {
      case 'say':
        turns.push(botTurn(state, node, node.data.texts));
        break;
      case 'ask':
        turns.push(botTurn(state, node, node.data.prompts));
        state.waiting = { ...place, misses: 0 };
        return;
      case 'condition': {
        const known = knownSlots(state, place);
        handle = node.data.rules?.find((rule) => holds(rule, state.slots, known))?.id ?? 'else';
        break;
      }
      case 'setSlot':
        if (node.data.slot) state.slots[node.data.slot] = fill(node.data.value ?? '', state.slots);
        break;
      case 'apiCall': {
        const { data } = node;
        const answer = callIntegration(
          {
            integration: data.integration ?? '',
            method: data.method ?? 'GET',
            path: data.path ?? '',
            body: data.body,
            timeoutMs: data.timeoutMs ?? TIMEOUT_MS.max,
          },
          state.slots,
        );
        handle = answer.outcome;
        if (answer.outcome !== 'success') break;
        // A path the answer does not have leaves the slot as it was.
        for (const { slot, value } of mapAnswer(answer.answer, data.responseMapping)) {
          if (slot && value !== null) state.slots[slot] = value;
        }
        break;
      }
      case 'handover':
        return finish(state, 'handover');
      case 'end': {
        const caller = state.callers.pop();
        if (!caller) return finish(state, node.data.outcome ?? 'contained');
        // Back from a subflow: its outputs into the caller's slots, on along the subflow node.
        const subflowNode = nodeAt(state, caller);
        copySlots(state.slots, subflowNode?.data.outputs);
        place = follow(state, caller, null);
        if (!place) return finish(state, 'error');
        continue;
      }
      case 'subflow': {
        const entry = enterSubflow(state, node, environment);
        if (!entry) return finish(state, 'error');
        state.callers.push(place);
        place = entry;
        continue;
      }
    }
    place = follow(state, place, handle);
    // An output leading nowhere: the conversation cannot go on.
    if (!place) return finish(state, 'error');
  }
}

/**
 * The subflow's start, its graph taken for the session and its inputs copied in. One slot map
 * serves the whole run: a subflow's inputs and outputs copy values within it.
 */
function enterSubflow(
  state: SimulatorState,
  node: FlowNode,
  environment: SimulatorEnvironment,
): Place | undefined {
  const flowId = node.data.flowId;
  if (!flowId) return undefined;
  if (!state.graphs[flowId]) {
    const graph = environment.subflowGraph(flowId);
    if (!graph) return undefined;
    state.graphs[flowId] = structuredClone(graph);
  }
  const start = state.graphs[flowId].nodes.find((candidate) => candidate.type === 'start');
  if (!start) return undefined;
  copySlots(state.slots, node.data.inputs);
  return { flowId, nodeId: start.id };
}

/** `mapping`: receiving slot → giving slot. */
function copySlots(
  slots: Record<string, string>,
  mapping: Record<string, string | undefined> = {},
) {
  const before = { ...slots };
  for (const [to, from] of Object.entries(mapping)) {
    if (from === undefined) continue;
    if (before[from] === undefined) delete slots[to];
    else slots[to] = before[from];
  }
}

/** The slots the flow being walked fills: an expression reads those not set yet as "". */
function knownSlots(state: SimulatorState, place: Place): Set<string> {
  return filledSlots(state.graphs[place.flowId]?.nodes ?? []);
}

function holds(
  rule: FlowConditionRule,
  slots: Record<string, string>,
  known: Set<string>,
): boolean {
  if (rule.operator === 'expression') return expressionHolds(rule.expression ?? '', slots, known);
  const value = slots[rule.slot] ?? '';
  const same = (text: string) => text.trim().toLocaleLowerCase();
  const numbers = () => [Number.parseFloat(value), Number.parseFloat(rule.value)] as const;
  switch (rule.operator) {
    case 'equals':
      return same(value) === same(rule.value);
    case 'notEquals':
      return same(value) !== same(rule.value);
    case 'contains':
      return same(value).includes(same(rule.value));
    case 'isSet':
      return value.trim() !== '';
    case 'isEmpty':
      return value.trim() === '';
    case 'greaterThan': {
      const [left, right] = numbers();
      return left > right;
    }
    case 'lessThan': {
      const [left, right] = numbers();
      return left < right;
    }
  }
}

function nodeAt(state: SimulatorState, place: Place): FlowNode | undefined {
  return state.graphs[place.flowId]?.nodes.find((node) => node.id === place.nodeId);
}

/** The node an output of `place` leads to (the first edge, should there be several). */
function follow(state: SimulatorState, place: Place, handle: string | null): Place | undefined {
  const edge = state.graphs[place.flowId]?.edges.find(
    (candidate) => candidate.source === place.nodeId && candidate.sourceHandle === handle,
  );
  return edge && { flowId: place.flowId, nodeId: edge.target };
}

/**
 * A bot turn in the session's language, `{slot}` filled in. A text missing in that language
 * falls back to any other (validation reports the gap; the try-out goes on). Inside a subflow the
 * turn is credited to the subflow node of the flow being tried, which is what the editor shows.
 */
function botTurn(state: SimulatorState, node: FlowNode, texts: LanguageTexts = {}): SimulatorTurn {
  const text = fill(labelOf(state, texts), state.slots);
  const turn: SimulatorTurn = {
    speaker: 'bot',
    text: plainText(text),
    nodeId: state.callers[0]?.nodeId ?? node.id,
  };
  // The phone speaks the markup; a chat shows the text, its card and its buttons.
  if (state.channel === 'voice') return hasSsml(text) ? { ...turn, ssml: text } : turn;
  const { card, buttons } = node.data;
  return {
    ...turn,
    ...(card ? { card: { title: labelOf(state, card.titles), imageUrl: card.imageUrl } } : {}),
    ...(node.type === 'ask' && buttons?.length
      ? { buttons: buttons.map(({ id, labels }) => ({ id, label: labelOf(state, labels) })) }
      : {}),
  };
}

/** A text in the session's language, else in any other the step has. */
const labelOf = (state: SimulatorState, texts: LanguageTexts): string =>
  texts[state.language]?.trim() ||
  Object.values(texts).find((candidate) => candidate?.trim()) ||
  '';

/** `{slot}` → its value; a placeholder of a slot without one stays as written, to be noticed. */
const fill = (text: string, slots: Record<string, string>) =>
  text.replace(PLACEHOLDER, (placeholder, slot: string) => slots[slot] ?? placeholder);

function finish(state: SimulatorState, outcome: string): void {
  state.ended = true;
  state.outcome = outcome;
  state.waiting = null;
  state.callers = [];
}

function stepOf(
  state: SimulatorState,
  turns: SimulatorTurn[],
  nlu: SimulatorUnderstanding | null,
): SimulatorStep {
  return {
    turns,
    path: [...state.path],
    slots: { ...state.slots },
    nlu,
    ended: state.ended,
    outcome: state.outcome,
  };
}

/**
 * What the caller's words are understood as: a trained model's intents, or the intents as they
 * are when no model was trained (as POST /nlu/predictions does). The simulator and the
 * conversation tests share it, so a test hears what a try-out hears.
 */
export function understandingOf(
  model: Pick<StoredModel, 'intents'> | undefined,
  intents: Intent[],
): SimulatorEnvironment['understand'] {
  const predict = createClassifier(model ? model.intents : learnedFrom(intents));
  return (text, language) => {
    const best = predict(text, language)[0];
    return best
      ? { intent: best.name, confidence: best.confidence }
      : { intent: null, confidence: 0 };
  };
}
