import type { ConversationDetail, InboxItem, Language } from '../../lib/api-client/schema';
import { answersFlowQuestion } from './flowConversations';
import { DAY_MS } from './time';

/** What someone decided about a sentence; a sentence nobody decided about is open. */
export type InboxDecision = Pick<InboxItem, 'status' | 'intent' | 'version' | 'updatedBy'>;

const UNDECIDED: InboxDecision = { status: 'open', intent: null, version: 1, updatedBy: null };

/** What the conversations say about one sentence the bots did not understand. */
export type Heard = Pick<
  InboxItem,
  'id' | 'text' | 'language' | 'count' | 'firstSeen' | 'lastSeen' | 'conversationIds'
>;

/** A stable id for a sentence in a language (FNV-1a), the same on every load of the seed. */
export function inboxIdOf(language: Language, text: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${language}\n${text}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `inbox-${hash.toString(16).padStart(8, '0')}`;
}

/**
 * Every distinct caller sentence heard since `since` (epoch ms): by default those without an
 * intent (the inbox), or all of them; with how often, when first and last, and its latest five
 * conversations. Conversations come newest first.
 */
export function heardSince(
  conversations: ConversationDetail[],
  since: number,
  which: 'unrecognised' | 'all' = 'unrecognised',
): Heard[] {
  const heard = new Map<string, Heard>();
  for (const conversation of conversations) {
    if (Date.parse(conversation.startedAt) < since) continue;
    for (const [index, turn] of conversation.transcript.entries()) {
      if (turn.speaker !== 'caller') continue;
      // An answer to a flow's question (a number, a choice) fills a slot: nothing to train.
      if (answersFlowQuestion(conversation.transcript, index)) continue;
      if (which === 'unrecognised' && turn.intent !== null) continue;
      const id = inboxIdOf(conversation.language, turn.text);
      const entry = heard.get(id) ?? {
        id,
        text: turn.text,
        language: conversation.language,
        count: 0,
        firstSeen: turn.at,
        lastSeen: turn.at,
        conversationIds: [],
      };
      entry.count += 1;
      if (turn.at < entry.firstSeen) entry.firstSeen = turn.at;
      if (turn.at > entry.lastSeen) entry.lastSeen = turn.at;
      if (entry.conversationIds.length < 5 && !entry.conversationIds.includes(conversation.id)) {
        entry.conversationIds.push(conversation.id);
      }
      heard.set(id, entry);
    }
  }
  return [...heard.values()];
}

export const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export const sinceFor = (now: number, period: keyof typeof PERIOD_DAYS) =>
  now - PERIOD_DAYS[period] * DAY_MS;

export function toInboxItem(
  heard: Heard,
  decision: InboxDecision | undefined,
  suggestions: InboxItem['suggestions'],
): InboxItem {
  const { status, intent, version, updatedBy } = decision ?? UNDECIDED;
  return { ...heard, suggestions, status, intent, version, updatedBy };
}

export const decisionOf = (decision: InboxDecision | undefined) => decision ?? UNDECIDED;
