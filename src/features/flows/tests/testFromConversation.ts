import type {
  Channel,
  FlowTestInput,
  FlowTestOrigin,
  FlowTestTurn,
  Language,
} from '../../../lib/api-client/schema';

/** The most turns a test holds (the contract's limit). */
export const MAX_TEST_TURNS = 50;

/** One line of a conversation as Incoming or the simulator has it. */
export interface RecordedTurn {
  speaker: 'bot' | 'caller' | 'agent';
  text: string;
  /** The flow step that spoke (bot turns); null when unknown. */
  nodeId: string | null;
  /** What the caller's words were understood as; null: nothing, or not known. */
  intent: string | null;
}

/** A conversation to keep as a test, with where it started and how it ended. */
export interface RecordedConversation {
  flowId: string;
  language: Language;
  channel: Channel;
  /** Where it started ("try from here", a replay); null for the flow's start. */
  startNodeId: string | null;
  slots: Record<string, string>;
  turns: readonly RecordedTurn[];
  /** How it ended; null while it goes on (then the end is not checked). */
  outcome: string | null;
  /** The slots when it was kept: checked after the last turn. */
  finalSlots?: Record<string, string>;
  origin: FlowTestOrigin;
}

/**
 * A test that expects the conversation to go again exactly as it went: per turn the steps that
 * spoke, the bot's words and the intent understood; the outcome at the end. The bot's part ends
 * where a person took over: agent turns and what follows are not the flow's to repeat.
 */
export function testFromConversation(
  recorded: RecordedConversation,
  name: string,
  tags: string[] = [],
): FlowTestInput {
  const handover = recorded.turns.findIndex((turn) => turn.speaker === 'agent');
  const botPart = handover === -1 ? recorded.turns : recorded.turns.slice(0, handover);
  const groups: { said: string | null; intent: string | null; bot: RecordedTurn[] }[] = [
    { said: null, intent: null, bot: [] },
  ];
  for (const turn of botPart) {
    if (turn.speaker === 'caller') groups.push({ said: turn.text, intent: turn.intent, bot: [] });
    else groups[groups.length - 1]?.bot.push(turn);
  }
  const turns = groups.slice(0, MAX_TEST_TURNS).map(({ said, intent, bot }): FlowTestTurn => ({
    said,
    expect: {
      steps: bot.every((turn) => turn.nodeId !== null)
        ? bot.map((turn) => turn.nodeId ?? '')
        : null,
      reply:
        bot.length > 0 ? { text: bot.map((turn) => turn.text).join('\n'), match: 'exact' } : null,
      intent,
      slots: null,
    },
  }));
  const last = turns[turns.length - 1];
  if (last && recorded.finalSlots && Object.keys(recorded.finalSlots).length > 0) {
    last.expect.slots = { ...recorded.finalSlots };
  }
  const complete = turns.length === groups.length;
  return {
    name,
    flowId: recorded.flowId,
    tags,
    enabled: true,
    language: recorded.language,
    channel: recorded.channel,
    slots: { ...recorded.slots },
    startNodeId: recorded.startNodeId,
    turns,
    // A conversation cut at the turn limit did not end where the test ends.
    outcome: complete ? recorded.outcome : null,
    origin: recorded.origin,
  };
}
