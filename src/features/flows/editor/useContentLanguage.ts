import { useQuery } from '@tanstack/react-query';
import type { Flow, Language } from '../../../lib/api-client/schema';
import { usePersonalPreference } from '../../../lib/preferences';
import { botLanguageQueries } from '../api/botLanguage';

/**
 * The language the steps show their texts in. Until the person picks one (kept per person and
 * flow), the bot's default language: the one most callers hear. A stored or default language the
 * flow no longer speaks gives way to the flow's first one.
 */
export function useContentLanguage(
  flow: Pick<Flow, 'id' | 'botId' | 'languages'>,
): [Language, (language: Language) => void] {
  const [chosen, choose] = usePersonalPreference<Language | null>(
    `flows.contentLanguage.${flow.id}`,
    null,
    (value) => flow.languages.find((language) => language === value),
  );
  const botDefault = useQuery(botLanguageQueries.defaultLanguage(flow.botId)).data;
  const spoken = (language: Language | null | undefined) =>
    language && flow.languages.includes(language) ? language : undefined;
  const language = spoken(chosen) ?? spoken(botDefault) ?? flow.languages[0] ?? 'en-US';
  return [language, choose];
}
