import type { Outcome, TranscriptTurn } from '../../lib/api-client/schema';
import type { Intent, Phrases } from './phrases';
import type { Random } from './prng';
import { iso } from './time';

interface TranscriptInput {
  random: Random;
  phrases: Phrases;
  startedAt: number;
  intent: Intent | null;
  outcome: Outcome;
}

/** A plausible conversation: greeting, perhaps a misunderstanding, the request, the ending. */
export function createTranscript({ random, phrases, startedAt, intent, outcome }: TranscriptInput) {
  const turns: TranscriptTurn[] = [];
  let clock = startedAt;
  const say = (speaker: TranscriptTurn['speaker'], text: string, recognised?: string | null) => {
    clock += random.int(3, 25) * 1000;
    const isCaller = speaker === 'caller';
    const intentOf = isCaller ? (recognised ?? null) : null;
    const confidence = isCaller && intentOf ? Math.round(random.int(62, 99)) / 100 : null;
    turns.push({ speaker, text, at: iso(clock), intent: intentOf, confidence, step: null });
  };

  say('bot', phrases.greeting);
  if (intent === null || random.chance(0.2)) {
    say('caller', random.pick(phrases.unrecognized), null);
    say('bot', phrases.notUnderstood);
  }
  if (intent) {
    say('caller', random.pick(phrases.requests[intent]), intent);
    if (outcome !== 'handover') say('bot', phrases.answers[intent]);
  }
  if (outcome === 'contained') {
    say('caller', phrases.thanks, 'smalltalk.thanks');
    say('bot', phrases.goodbye);
  } else if (outcome === 'handover') {
    say('bot', phrases.handover);
    clock += random.int(20, 240) * 1000;
    say('agent', phrases.agentHello);
    clock += random.int(60, 400) * 1000;
    say('agent', phrases.agentDone);
    say('caller', phrases.thanks, 'smalltalk.thanks');
  } else {
    say('bot', phrases.stillThere);
  }
  return { turns, durationSeconds: Math.round((clock - startedAt) / 1000) + random.int(2, 15) };
}
