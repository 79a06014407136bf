import { describe, expect, it } from 'vitest';
import { flattenLocale, type LocaleTree } from '../testing/localeFiles';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';

/**
 * The glossary of the interface: one word per concept in each language, and no word for two
 * concepts. A person who sees "Sprache" as a channel and as a language, or "Intent" on the
 * dashboard and "Anliegen" in the conversation list, cannot tell whether the portal means the
 * same thing. New texts about these concepts belong under the keys below and use these words.
 */

const files = import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' });

const locales = new Map(
  SUPPORTED_LANGUAGES.map((language) => {
    const file = files[`./locales/${language}.json`];
    if (!file) throw new Error(`No locale file for ${language}`);
    return [language, flattenLocale(file)] as const;
  }),
);

function text(language: SupportedLanguage, key: string): string {
  const value = locales.get(language)?.get(key);
  if (value === undefined) throw new Error(`${language} has no ${key}`);
  return value;
}

interface Concept {
  /** Every text that names the concept. */
  keys: readonly string[];
  /** The chosen word, which each of those texts contains. */
  term: Readonly<Record<SupportedLanguage, RegExp>>;
  /** Words rejected for the concept: found in no text of that language. */
  rejected?: Partial<Readonly<Record<SupportedLanguage, RegExp>>>;
}

const GLOSSARY: Readonly<Record<string, Concept>> = {
  voiceChannel: {
    keys: ['common.channel.voice'],
    term: {
      'en-US': /^Voice$/,
      'de-DE': /^Telefon$/,
      'ja-JP': /^音声$/,
      'fr-FR': /^Voix$/,
      'it-IT': /^Voce$/,
    },
  },
  language: {
    keys: [
      'layout.language.label',
      'account.preferences.language',
      'dashboard.unrecognized.language',
      'incoming.filters.language',
      'incoming.columns.language',
      'incoming.csv.language',
      'incoming.detail.language',
      'support.diagnostics.language',
    ],
    term: {
      'en-US': /language/i,
      'de-DE': /Sprache/,
      'ja-JP': /言語/,
      'fr-FR': /langue/i,
      'it-IT': /lingua/i,
    },
  },
  intent: {
    keys: [
      'dashboard.intents.heading',
      'dashboard.intents.intent',
      'dashboard.intents.empty',
      'incoming.columns.topIntent',
      'incoming.csv.topIntent',
      'incoming.detail.topIntent',
      'incoming.detail.intent',
      'incoming.detail.intentOnly',
      'incoming.detail.intentNotRecognised',
    ],
    term: {
      'en-US': /intent/i,
      'de-DE': /Intent/,
      'ja-JP': /インテント/,
      'fr-FR': /intention/i,
      'it-IT': /intent[oi]/i,
    },
    rejected: { 'de-DE': /Anliegen/ },
  },
  configuration: {
    keys: ['configuration.title', 'configuration.empty'],
    term: {
      'en-US': /configuration/i,
      'de-DE': /Konfiguration/,
      'ja-JP': /構成/,
      'fr-FR': /configuration/i,
      'it-IT': /configurazion/i,
    },
  },
  preferences: {
    keys: ['account.preferences.title'],
    term: {
      'en-US': /^Preferences$/,
      'de-DE': /^Einstellungen$/,
      'ja-JP': /^環境設定$/,
      'fr-FR': /^Préférences$/,
      'it-IT': /^Preferenze$/,
    },
  },
  duration: {
    keys: [
      'dashboard.kpi.averageDuration',
      'incoming.columns.duration',
      'incoming.detail.duration',
      'incoming.csv.durationSeconds',
    ],
    term: {
      'en-US': /duration/i,
      'de-DE': /Dauer/,
      // Conversations are calls and chats: 通話 ("phone call") would be wrong for half of them.
      'ja-JP': /会話時間/,
      'fr-FR': /durée/i,
      'it-IT': /durata/i,
    },
    rejected: { 'ja-JP': /通話時間/ },
  },
  agent: {
    keys: ['incoming.speaker.agent', 'homepage.activity.kinds.conversationHandover'],
    term: {
      'en-US': /agent/i,
      'de-DE': /Mitarbeiter/,
      'ja-JP': /オペレーター/,
      'fr-FR': /conseiller/i,
      'it-IT': /operatore/i,
    },
  },
  handover: {
    keys: [
      'dashboard.kpi.handover',
      'common.outcome.handover',
      'homepage.activity.kinds.conversationHandover',
    ],
    term: {
      'en-US': /hand(ed )?over/i,
      'de-DE': /[üÜ]berg(abe|eben)/,
      'ja-JP': /転送/,
      'fr-FR': /transf[eé]r/i,
      'it-IT': /trasferi/i,
    },
    rejected: { 'ja-JP': /引き継/ },
  },
  resolvedByBot: {
    keys: ['dashboard.kpi.contained', 'common.outcome.contained'],
    term: {
      'en-US': /resol/i,
      'de-DE': /[lL]ös/,
      'ja-JP': /解決/,
      'fr-FR': /résol/i,
      'it-IT': /risol/i,
    },
    rejected: { 'en-US': /contained/i },
  },
  flows: {
    keys: ['flows.title', 'flows.empty'],
    term: {
      'en-US': /flow/i,
      'de-DE': /Flows/,
      'ja-JP': /フロー/,
      'fr-FR': /flux/i,
      'it-IT': /fluss/i,
    },
    rejected: { 'de-DE': /Gesprächsabl/ },
  },
  support: {
    keys: ['support.title', 'support.form.title'],
    term: {
      'en-US': /support/i,
      'de-DE': /Support/,
      'ja-JP': /サポート/,
      'fr-FR': /assistance/i,
      'it-IT': /assistenza/i,
    },
  },
};

describe.each(SUPPORTED_LANGUAGES)('glossary of %s', (language) => {
  const values = [...(locales.get(language)?.entries() ?? [])];

  it.each(Object.entries(GLOSSARY))('%s: one word everywhere', (_concept, { keys, term }) => {
    for (const key of keys) expect(text(language, key), key).toMatch(term[language]);
  });

  const rejectedWords = Object.entries(GLOSSARY).flatMap(([concept, { rejected }]) => {
    const word = rejected?.[language];
    return word ? [[concept, word] as const] : [];
  });
  it.each(rejectedWords)('%s: the rejected word %s appears nowhere', (_concept, word) => {
    expect(values.filter(([, value]) => word.test(value))).toEqual([]);
  });

  it('names the voice channel differently from the language', () => {
    const voice = text(language, 'common.channel.voice');
    expect(voice).not.toMatch(GLOSSARY.language.term[language]);
    for (const key of GLOSSARY.language.keys)
      expect(text(language, key), key).not.toMatch(GLOSSARY.voiceChannel.term[language]);
  });

  it('names the bots’ configuration differently from the personal preferences', () => {
    const preferences = text(language, 'account.preferences.title');
    expect(preferences).not.toMatch(GLOSSARY.configuration.term[language]);
    for (const key of GLOSSARY.configuration.keys)
      expect(text(language, key).toLowerCase(), key).not.toContain(preferences.toLowerCase());
  });

  it('calls the portal’s users something else than the agents who take over conversations', () => {
    expect(text(language, 'app.tagline')).not.toMatch(GLOSSARY.agent.term[language]);
  });

  it('writes an ellipsis the same way everywhere (no space before it)', () => {
    expect(values.filter(([, value]) => /\s…/.test(value))).toEqual([]);
  });
});
