import type { BotConfigSettings, Language } from '../../lib/api-client/schema';
import type { DeepPartial } from 'react-hook-form';

interface VoiceReplacement {
  language: Language;
  from: string;
  to: string;
}

/**
 * The voice a language gets from a newly chosen speech service that offers `offered`: the
 * current one when it is offered; else the saved one when it is (the person switched back);
 * else the service's default, its first voice (the API has no notion of a default, and a new
 * language starts from the first model alike). An empty voice stays for the person to choose;
 * without the service's voices nothing is changed.
 */
export function voiceFor(current: string, saved: string | undefined, offered: readonly string[]) {
  const [first] = offered;
  if (current === '' || first === undefined || offered.includes(current)) return current;
  return saved !== undefined && offered.includes(saved) ? saved : first;
}

/**
 * The enabled languages whose saved voice the draft replaced, while the draft has another speech
 * service than the saved copy: what the person is told before saving. Nothing once the service
 * is back to the saved one, or the draft is saved or discarded (the saved copy is the draft).
 */
export function replacedVoices(
  saved: DeepPartial<BotConfigSettings> | undefined,
  draft: Pick<BotConfigSettings, 'speechService' | 'languages' | 'speech'>,
): VoiceReplacement[] {
  if (!saved || saved.speechService === draft.speechService) return [];
  return draft.languages.flatMap((language) => {
    const from = saved.speech?.languages?.[language]?.voice;
    const to = draft.speech.languages[language]?.voice;
    return from && to && from !== to ? [{ language, from, to }] : [];
  });
}
