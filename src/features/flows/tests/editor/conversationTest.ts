import type { ConversationDetail } from '../../../../lib/api-client/schema';
import type { RecordedConversation } from '../testFromConversation';

/**
 * A conversation from Incoming as testFromConversation takes it: its flow is the one whose step
 * spoke first; undefined when no bot turn names a step (the bot ran no flow the portal knows).
 */
export function recordedConversation(
  conversation: ConversationDetail,
): RecordedConversation | undefined {
  const flowId = conversation.transcript.find((turn) => turn.speaker === 'bot' && turn.step)?.step
    ?.flowId;
  if (!flowId) return undefined;
  return {
    flowId,
    language: conversation.language,
    channel: conversation.channel,
    startNodeId: null,
    slots: {},
    turns: conversation.transcript.map((turn) => ({
      speaker: turn.speaker,
      text: turn.text,
      nodeId: turn.step?.nodeId ?? null,
      intent: turn.speaker === 'caller' ? turn.intent : null,
    })),
    outcome: conversation.outcome,
    origin: { kind: 'conversation', id: conversation.id },
  };
}
