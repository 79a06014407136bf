import type {
  Bot,
  Channel,
  ConversationDetail,
  ConversationSummary,
  Language,
  Outcome,
} from '../../lib/api-client/schema';
import { createFlowRun, createFlowRunContext, flowRunOf, runRandom } from './flowConversations';
import { INTENTS, PHRASES, type Phrases } from './phrases';
import type { Random } from './prng';
import { DAY_MS, iso } from './time';
import { createTranscript } from './transcript';

export const CONVERSATION_COUNT = 480;
export const CONVERSATION_DAYS = 60;

function maskedCaller(random: Random, channel: Channel, phrases: Phrases): string {
  if (channel === 'voice') return `${phrases.phonePrefix} *** *** ${random.int(1000, 9999)}`;
  const name = random.pick(phrases.chatNames);
  // Language-neutral: the channel is a field of its own, which the portal translates.
  return `${name[0]}***${name[name.length - 1]}`;
}

/** A start time within the last 60 days, mostly in office hours (UTC). */
function startTime(random: Random, now: number): number {
  const daysAgo = random.int(0, CONVERSATION_DAYS - 1);
  const midnight = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
  const seconds = random.int(7 * 3600, 20 * 3600);
  return Math.min(midnight + seconds * 1000, now - random.int(60, 3600) * 1000);
}

export function createConversations(
  random: Random,
  now: number,
  bots: Bot[],
): ConversationDetail[] {
  const conversations: ConversationDetail[] = [];
  const flowRuns = createFlowRunContext(now);
  for (let index = 0; index < CONVERSATION_COUNT; index += 1) {
    const channel: Channel = random.weighted({ voice: 6, chat: 4 });
    const language: Language = random.weighted({
      'de-DE': 35,
      'en-US': 25,
      'fr-FR': 15,
      'it-IT': 15,
      'ja-JP': 10,
    });
    const intent = random.chance(0.1) ? null : random.pick(INTENTS);
    const drawn: Outcome = random.weighted({ contained: 60, handover: 25, abandoned: 15 });
    // Nobody is helped by a bot that understood nothing.
    const outcome: Outcome = intent === null && drawn === 'contained' ? 'handover' : drawn;
    const phrases = PHRASES[language];
    const startedAt = startTime(random, now);
    const bot = random.pick(bots.filter((candidate) => candidate.channels.includes(channel)));
    // Made for every conversation, so the generator moves on exactly as before the flow runs.
    const phrased = createTranscript({ random, phrases, startedAt, intent, outcome });
    const run = flowRunOf(intent, bot);
    const { turns, durationSeconds, ...ran } = run
      ? createFlowRun({
          run,
          context: flowRuns,
          random: runRandom(index),
          phrases,
          language,
          channel,
          startedAt,
          outcome,
        })
      : { ...phrased, outcome };
    const id = `conv-${String(index + 1).padStart(4, '0')}`;
    conversations.push({
      id,
      startedAt: iso(startedAt),
      channel,
      caller: maskedCaller(random, channel, phrases),
      language,
      outcome: ran.outcome,
      durationSeconds,
      botName: bot.name,
      topIntent: intent,
      transcript: turns,
      recordingUrl: channel === 'voice' ? `/api/v1/recordings/${id}.wav` : null,
    });
  }
  return conversations.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

export function toSummary(conversation: ConversationDetail): ConversationSummary {
  const { id, startedAt, channel, caller, language, outcome, durationSeconds, botName } =
    conversation;
  const { topIntent } = conversation;
  return { id, startedAt, channel, caller, language, outcome, durationSeconds, botName, topIntent };
}
