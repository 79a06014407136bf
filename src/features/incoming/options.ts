import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  CHANNEL_VALUES,
  LANGUAGE_VALUES,
  OUTCOME_VALUES,
  PERIOD_VALUES,
  type Channel,
  type Language,
  type Outcome,
  type Period,
  type Speaker,
} from '../../lib/api-client/schema';

// The server's codes, each mapped to its translation key with an object literal so every key
// is spelled out (and checked against en-US.json), never built from the code.

export const CHANNEL_LABEL_KEYS = {
  voice: 'incoming.channel.voice',
  chat: 'incoming.channel.chat',
} as const satisfies Record<Channel, string>;

export const OUTCOME_LABEL_KEYS = {
  contained: 'incoming.outcome.contained',
  handover: 'incoming.outcome.handover',
  abandoned: 'incoming.outcome.abandoned',
} as const satisfies Record<Outcome, string>;

export const LANGUAGE_LABEL_KEYS = {
  'de-DE': 'incoming.language.de-DE',
  'en-US': 'incoming.language.en-US',
  'ja-JP': 'incoming.language.ja-JP',
  'fr-FR': 'incoming.language.fr-FR',
  'it-IT': 'incoming.language.it-IT',
} as const satisfies Record<Language, string>;

export const PERIOD_LABEL_KEYS = {
  today: 'incoming.period.today',
  '7d': 'incoming.period.7d',
  '30d': 'incoming.period.30d',
  custom: 'incoming.period.custom',
} as const satisfies Record<Period, string>;

export const SPEAKER_LABEL_KEYS = {
  caller: 'incoming.speaker.caller',
  bot: 'incoming.speaker.bot',
  agent: 'incoming.speaker.agent',
} as const satisfies Record<Speaker, string>;

export const isChannel = isOneOf(CHANNEL_VALUES);
export const isOutcome = isOneOf(OUTCOME_VALUES);
export const isLanguage = isOneOf(LANGUAGE_VALUES);
export const isPeriod = isOneOf(PERIOD_VALUES);
