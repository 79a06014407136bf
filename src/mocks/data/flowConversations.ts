import type {
  Bot,
  Channel,
  FlowVersion,
  Language,
  Outcome,
  SimulatorStep,
  TranscriptTurn,
} from '../../lib/api-client/schema';
import { createFlowSeed } from './flows';
import {
  answerSimulation,
  startSimulation,
  understandingOf,
  type SimulatorEnvironment,
  type SimulatorState,
} from './flowSimulator';
import { createIntents } from './intents';
import { learnedFrom } from './models';
import type { Intent, Phrases } from './phrases';
import { createRandom, type Random } from './prng';
import { iso } from './time';

/**
 * The published flows real conversations ran: the flow a bot routes an intent to. Appointment
 * booking (bot-web-assistant) has never been published, so no conversation ran it.
 */
const FLOW_RUNS = [
  { intent: 'order.status', flowId: 'flow-order-status', botId: 'bot-service-hotline' },
  { intent: 'password.reset', flowId: 'flow-password-reset', botId: 'bot-default' },
] as const satisfies readonly { intent: Intent; flowId: string; botId: string }[];

type FlowRun = (typeof FLOW_RUNS)[number];

/**
 * A conversation drawn with a flow's intent and bot ran that flow: about one in eight. The
 * others keep their phrase-made transcripts (no step known).
 */
export function flowRunOf(intent: Intent | null, bot: Bot): FlowRun | undefined {
  return FLOW_RUNS.find((run) => run.intent === intent && run.botId === bot.id);
}

/**
 * Each run draws from a generator of its own, so turning a conversation into a run does not
 * move the main generator: every other conversation stays as it was.
 */
const RUN_SEED = 39_000;
export const runRandom = (index: number): Random => createRandom(RUN_SEED + index);

/** What callers say that answers none of the questions: no digits, no order number. */
const NOT_AT_HAND: Record<Language, string> = {
  'de-DE': 'Die habe ich gerade nicht zur Hand.',
  'en-US': 'I don’t have it at hand right now.',
  'ja-JP': '今は手元にありません。',
  'fr-FR': 'Je ne l’ai pas sous la main.',
  'it-IT': 'Non ce l’ho sotto mano adesso.',
};

const NO_THANKS: Record<Language, string> = {
  'de-DE': 'Nein, danke.',
  'en-US': 'No, thanks.',
  'ja-JP': 'いいえ、結構です。',
  'fr-FR': 'Non, merci.',
  'it-IT': 'No, grazie.',
};

/** Like the seed's order_number entity: two capitals and six digits. */
const orderNumber = (random: Random) =>
  `${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}${random.int(100_000, 999_999)}`;
const customerNumber = (random: Random) => String(random.int(10_000_000, 99_999_999));

/**
 * The caller's part, fitted to the published versions' questions (digits for numbers and
 * choices, as keyed or typed), so the run ends as the conversation was drawn to end. Answers run
 * out while a question waits: the caller left.
 */
const SCRIPTS: Record<
  FlowRun['flowId'],
  Record<Outcome, (random: Random, language: Language) => string[]>
> = {
  // Order number → the shop's status → "anything else?" (1 yes: an agent, 2 no: goodbye).
  'flow-order-status': {
    contained: (random, language) => [
      orderNumber(random),
      ...(random.chance(0.3) ? [NO_THANKS[language]] : []),
      '2',
    ],
    handover: (random) => [orderNumber(random), '1'],
    abandoned: (random) => (random.chance(0.5) ? [] : [orderNumber(random)]),
  },
  // Customer number (the Identify caller subflow) → "press 1 for a text message"; anything else
  // goes to the support desk.
  'flow-password-reset': {
    contained: (random, language) => [
      ...(random.chance(0.3) ? [NOT_AT_HAND[language]] : []),
      customerNumber(random),
      '1',
    ],
    handover: (random) => [customerNumber(random), '2'],
    abandoned: (random, language) =>
      random.chance(0.5) ? [NOT_AT_HAND[language]] : [customerNumber(random)],
  },
};

/** The published versions and the understanding the seeded conversations ran with. */
interface FlowRunContext {
  /** A flow's latest published version (the one callers reach). */
  published: (flowId: string) => FlowVersion | undefined;
  environment: SimulatorEnvironment;
}

/**
 * Built from the same seed functions as the mock's flows and models (neither draws random
 * numbers), so the runs use exactly the versions and the active model the mock then serves,
 * whatever order the store builds its parts in.
 */
export function createFlowRunContext(now: number): FlowRunContext {
  const { flowVersions } = createFlowSeed(now, '', '');
  const intents = createIntents(now, '');
  // The seed's active model learned from every intent but the one that still needs training.
  const model = { intents: learnedFrom(intents.filter((intent) => !intent.needsTraining)) };
  const published = (flowId: string) => flowVersions[flowId]?.[0];
  return {
    published,
    environment: { subflowGraph: published, understand: understandingOf(model, intents) },
  };
}

/**
 * How a run's end counts for the conversation: an end step says it itself, a handover step
 * hands over; a run that could not go on (`error`) is passed to a person as the platform does;
 * a question left unanswered means the caller hung up or closed the chat.
 */
export function outcomeOfRun(state: Pick<SimulatorState, 'ended' | 'outcome'>): Outcome {
  if (!state.ended) return 'abandoned';
  switch (state.outcome) {
    case 'contained':
    case 'abandoned':
    case 'handover':
      return state.outcome;
    default:
      return 'handover';
  }
}

interface FlowRunInput {
  run: FlowRun;
  context: FlowRunContext;
  random: Random;
  phrases: Phrases;
  language: Language;
  channel: Channel;
  startedAt: number;
  /** How the conversation was drawn to end: the script is chosen to end so. */
  outcome: Outcome;
}

/**
 * A conversation that ran the flow's latest published version in the simulator: each bot turn
 * names its step and the slots then (those the caller's next words meet), each caller turn what
 * the understanding made of it. After a handover an agent finishes, as in the other transcripts.
 */
export function createFlowRun(input: FlowRunInput) {
  const { run, context, random, phrases, language, channel, startedAt } = input;
  const version = context.published(run.flowId);
  if (!version) throw new Error(`The seed has no published version of ${run.flowId}`);
  const turns: TranscriptTurn[] = [];
  let clock = startedAt;
  const at = () => {
    clock += random.int(3, 25) * 1000;
    return iso(clock);
  };
  const record = (step: SimulatorStep) => {
    for (const turn of step.turns) {
      if (turn.speaker === 'caller') {
        const intent = step.nlu?.intent ?? null;
        const confidence = intent === null ? null : (step.nlu?.confidence ?? null);
        turns.push({
          speaker: 'caller',
          text: turn.text,
          at: at(),
          intent,
          confidence,
          step: null,
        });
        continue;
      }
      const nodeId = turn.nodeId ?? '';
      turns.push({
        speaker: 'bot',
        text: turn.text,
        at: at(),
        intent: null,
        confidence: null,
        step: { flowId: run.flowId, flowVersion: version.number, nodeId, slots: step.slots },
      });
    }
  };
  const { state, step } = startSimulation(
    {
      id: 'seed-run',
      flowId: run.flowId,
      source: 'published',
      language,
      channel,
      slots: {},
      graph: version,
    },
    context.environment,
  );
  record(step);
  for (const said of SCRIPTS[run.flowId][input.outcome](random, language)) {
    if (state.ended) break;
    record(answerSimulation(state, said, context.environment));
  }
  const outcome = outcomeOfRun(state);
  if (outcome === 'handover') {
    clock += random.int(20, 240) * 1000;
    turns.push(agentTurn(phrases.agentHello, at()));
    clock += random.int(60, 400) * 1000;
    turns.push(agentTurn(phrases.agentDone, at()));
    const thanks = Math.round(random.int(62, 99)) / 100;
    turns.push({
      speaker: 'caller',
      text: phrases.thanks,
      at: at(),
      intent: 'smalltalk.thanks',
      confidence: thanks,
      step: null,
    });
  }
  return {
    turns,
    outcome,
    durationSeconds: Math.round((clock - startedAt) / 1000) + random.int(2, 15),
  };
}

const agentTurn = (text: string, at: string): TranscriptTurn => ({
  speaker: 'agent',
  text,
  at,
  intent: null,
  confidence: null,
  step: null,
});

/**
 * Whether a caller turn answered a flow's question (the bot turn just before it names a step):
 * its words fill a slot, they are no request for the understanding, so the training inbox and
 * the dashboard's unrecognised inputs leave them out.
 */
export function answersFlowQuestion(transcript: readonly TranscriptTurn[], index: number): boolean {
  const before = transcript[index - 1];
  return transcript[index]?.speaker === 'caller' && before?.speaker === 'bot' && !!before.step;
}
