import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { BotConfigList, Language } from '../../../lib/api-client/schema';
import { BotConfigListSchema } from '../../../lib/api-client/schemas/configuration';

/**
 * Under the configuration area's `bot-configs` key, so a saved configuration (which invalidates
 * all of them) is read again here too; `of-bot` keeps it apart from that area's own list.
 */
export const botLanguageKeys = {
  defaultLanguage: (botId: string) => ['bot-configs', 'of-bot', botId] as const,
};

/** The language a bot speaks first: its `default` configuration's, else its first one's. */
export function defaultLanguageOf(list: BotConfigList): Language | undefined {
  const config = list.items.find((item) => item.name === 'default') ?? list.items[0];
  return config?.defaultLanguage;
}

export const botLanguageQueries = {
  /** The bot's default language (undefined for a bot without configuration). */
  defaultLanguage: (botId: string) =>
    queryOptions({
      queryKey: botLanguageKeys.defaultLanguage(botId),
      queryFn: (): Promise<BotConfigList> =>
        validated('bot-configs', BotConfigListSchema, apiClient.get('bot-configs', { botId })),
      select: defaultLanguageOf,
    }),
};
