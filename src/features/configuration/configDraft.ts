import type {
  BotConfig,
  BotConfigSettings,
  Language,
  SpeechLanguageSettings,
  SpeechService,
} from '../../lib/api-client/schema';

/** What the server keeps about a configuration, beside its settings. */
const SERVER_FIELDS = new Set([
  'id',
  'status',
  'productionVersion',
  'version',
  'updatedAt',
  'updatedBy',
]);

/** The editable part of a configuration (what the form holds and a save sends). */
export function settingsOf(config: BotConfig): BotConfigSettings {
  return Object.fromEntries(
    Object.entries(config).filter(([key]) => !SERVER_FIELDS.has(key)),
  ) as BotConfigSettings;
}

/** Speech settings for a newly enabled language: the service's first model, no voice chosen yet. */
export function newLanguageSpeech(
  language: Language,
  service: SpeechService | undefined,
): SpeechLanguageSettings {
  const locale = service?.languages.find((candidate) => candidate === language) ?? language;
  return {
    recognitionLanguage: locale,
    recognitionModel: service?.models[0] ?? '',
    voice: '',
    speakingRate: 1,
  };
}

/**
 * What a save sends: per-language settings only for the enabled languages. Entries of a language
 * switched off while editing are dropped here rather than at once, so switching it back on by
 * mistake loses nothing.
 */
export function draftToSave(settings: BotConfigSettings): BotConfigSettings {
  const keep = <V>(entries: Record<string, V>) =>
    Object.fromEntries(
      Object.entries(entries).filter(([language]) =>
        settings.languages.includes(language as Language),
      ),
    );
  return {
    ...settings,
    speech: { ...settings.speech, languages: keep(settings.speech.languages) },
    webChat: { ...settings.webChat, greeting: keep(settings.webChat.greeting) },
  };
}
