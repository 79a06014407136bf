import type { Speaker } from '../../lib/api-client/schema';

// The server's codes, each mapped to its translation key with an object literal so every key
// is spelled out (and checked against en-US.json), never built from the code.

export const SPEAKER_LABEL_KEYS = {
  caller: 'incoming.speaker.caller',
  bot: 'incoming.speaker.bot',
  agent: 'incoming.speaker.agent',
} as const satisfies Record<Speaker, string>;
