import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ConversationDetail,
  SimulatorStep,
  TranscriptStep,
} from '../../lib/api-client/schema';
import { ConversationDetailSchema } from '../../lib/api-client/schemas/incoming';
import { mockDb, resetMockData } from '.';
import { heardSince } from './inbox';
import { answersFlowQuestion, outcomeOfRun } from './flowConversations';
import {
  answerSimulation,
  startSimulation,
  understandingOf,
  type SimulatorEnvironment,
} from './flowSimulator';

const NOW = Date.parse('2026-03-15T12:00:00Z');

const stepsOf = (conversation: ConversationDetail) =>
  conversation.transcript.flatMap((turn) => (turn.step ? [turn.step] : []));
const flowRuns = () => mockDb().conversations.filter((c) => stepsOf(c).length > 0);

/** The understanding the simulator's handler uses: the mock's active model. */
function environment(): SimulatorEnvironment {
  const db = mockDb();
  const model = db.models.find((candidate) => candidate.id === db.activeModelId);
  if (!model) throw new Error('The seed has no active model');
  return {
    subflowGraph: (flowId) => db.flowVersions[flowId]?.[0],
    understand: understandingOf(model, db.intents),
  };
}

interface Line {
  speaker: string;
  text: string;
  intent?: string | null;
  step?: TranscriptStep;
}

describe('the seeded conversations that ran a flow', () => {
  beforeEach(() => resetMockData(NOW));

  it('are about one in eight, in every language, on both channels, on published flows', () => {
    const db = mockDb();
    const runs = flowRuns();
    expect(runs.length).toBeGreaterThanOrEqual(20);
    expect(runs.length).toBeGreaterThanOrEqual(db.conversations.length / 10);
    expect(new Set(runs.map((c) => c.language)).size).toBe(5);
    expect(new Set(runs.map((c) => c.channel))).toEqual(new Set(['voice', 'chat']));
    expect(new Set(runs.map((c) => c.outcome))).toEqual(
      new Set(['contained', 'handover', 'abandoned']),
    );
    for (const conversation of runs) {
      const [first] = stepsOf(conversation);
      const flow = db.flows.find((candidate) => candidate.id === first!.flowId)!;
      const bot = db.bots.find((candidate) => candidate.id === flow.botId)!;
      // One flow, one published version per conversation, of the bot the conversation names.
      expect(
        new Set(stepsOf(conversation).map((step) => `${step.flowId} ${step.flowVersion}`)),
      ).toHaveLength(1);
      expect(db.flowVersions[flow.id]?.[0]?.number).toBe(first!.flowVersion);
      expect(conversation.botName).toBe(bot.name);
      expect(conversation.topIntent).toBe(
        flow.id === 'flow-order-status' ? 'order.status' : 'password.reset',
      );
      // Only bot turns name a step; every bot turn of a run does.
      for (const turn of conversation.transcript) {
        expect(turn.step !== null).toBe(turn.speaker === 'bot');
      }
    }
    for (const conversation of runs) {
      expect(ConversationDetailSchema.safeParse(conversation).success, conversation.id).toBe(true);
      for (const { nodeId, slots } of stepsOf(conversation)) {
        // The contract's limits, which the shape check leaves to the server.
        expect(nodeId.length).toBeLessThanOrEqual(60);
        for (const value of Object.values(slots)) expect(value!.length).toBeLessThanOrEqual(200);
      }
    }
    const others = db.conversations.filter((c) => !runs.includes(c));
    expect(others.every((c) => c.transcript.every((turn) => turn.step === null))).toBe(true);
  });

  it('replay in the simulator on the version that ran: the same bot turns, steps, slots and end', () => {
    const db = mockDb();
    const understanding = environment();
    for (const conversation of flowRuns()) {
      const [{ flowId, flowVersion }] = stepsOf(conversation) as [TranscriptStep];
      const version = db.flowVersions[flowId]!.find((v) => v.number === flowVersion)!;
      // The flow's part ends where a person took over.
      const agent = conversation.transcript.findIndex((turn) => turn.speaker === 'agent');
      const flowPart =
        agent === -1 ? conversation.transcript : conversation.transcript.slice(0, agent);
      const replayed: Line[] = [];
      const record = (step: SimulatorStep) => {
        for (const turn of step.turns) {
          replayed.push(
            turn.speaker === 'caller'
              ? { speaker: 'caller', text: turn.text, intent: step.nlu?.intent ?? null }
              : {
                  speaker: 'bot',
                  text: turn.text,
                  step: { flowId, flowVersion, nodeId: turn.nodeId!, slots: step.slots },
                },
          );
        }
      };
      const { state, step } = startSimulation(
        {
          id: 'replay',
          flowId,
          source: 'published',
          language: conversation.language,
          channel: conversation.channel,
          slots: {},
          graph: version,
        },
        understanding,
      );
      record(step);
      for (const turn of flowPart.filter((candidate) => candidate.speaker === 'caller')) {
        expect(state.ended).toBe(false);
        record(answerSimulation(state, turn.text, understanding));
      }
      const recorded = flowPart.map((turn): Line =>
        turn.speaker === 'caller'
          ? { speaker: 'caller', text: turn.text, intent: turn.intent }
          : { speaker: turn.speaker, text: turn.text, step: turn.step! },
      );
      expect(replayed, conversation.id).toEqual(recorded);
      expect(outcomeOfRun(state), conversation.id).toBe(conversation.outcome);
    }
  });

  it('keeps answers to a flow’s questions out of the training inbox', () => {
    const runs = flowRuns();
    const answers = runs.flatMap((conversation) =>
      conversation.transcript.filter((_, index) =>
        answersFlowQuestion(conversation.transcript, index),
      ),
    );
    expect(answers.length).toBeGreaterThan(runs.length);
    const inbox = new Set(heardSince(mockDb().conversations, 0).map((heard) => heard.text));
    expect(answers.some((answer) => answer.intent === null)).toBe(true);
    for (const answer of answers) expect(inbox.has(answer.text), answer.text).toBe(false);
  });
});

describe('outcomeOfRun', () => {
  it('takes an end step’s outcome and counts a caller who left as abandoned', () => {
    expect(outcomeOfRun({ ended: true, outcome: 'contained' })).toBe('contained');
    expect(outcomeOfRun({ ended: true, outcome: 'abandoned' })).toBe('abandoned');
    expect(outcomeOfRun({ ended: true, outcome: 'handover' })).toBe('handover');
    // A run that could not go on is passed to a person.
    expect(outcomeOfRun({ ended: true, outcome: 'error' })).toBe('handover');
    expect(outcomeOfRun({ ended: false, outcome: null })).toBe('abandoned');
  });
});
