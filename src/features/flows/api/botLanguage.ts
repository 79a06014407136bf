import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { BotConfig, BotConfigList, Language } from '../../../lib/api-client/schema';
import { BotConfigListSchema } from '../../../lib/api-client/schemas/configuration';

/**
 * Under the configuration area's `bot-configs` key, so a saved configuration (which invalidates
 * all of them) is read again here too; `of-bot` keeps it apart from that area's own list.
 */
export const botLanguageKeys = {
  defaultLanguage: (botId: string) => ['bot-configs', 'of-bot', botId] as const,
};

/** The configuration a bot runs with by default: its `default` one, else its first one. */
const defaultConfigOf = (list: BotConfigList): BotConfig | undefined =>
  list.items.find((item) => item.name === 'default') ?? list.items[0];

/** The language a bot speaks first: its default configuration's. */
export function defaultLanguageOf(list: BotConfigList): Language | undefined {
  return defaultConfigOf(list)?.defaultLanguage;
}

/** How a bot speaks: its default configuration's speech service and voices. */
export function voiceOf(
  list: BotConfigList,
): Pick<BotConfig, 'speechService' | 'speech'> | undefined {
  const config = defaultConfigOf(list);
  return config && { speechService: config.speechService, speech: config.speech };
}

const configsOf = (botId: string) => (): Promise<BotConfigList> =>
  validated('bot-configs', BotConfigListSchema, apiClient.get('bot-configs', { botId }));

export const botLanguageQueries = {
  /** The bot's default language (undefined for a bot without configuration). */
  defaultLanguage: (botId: string) =>
    queryOptions({
      queryKey: botLanguageKeys.defaultLanguage(botId),
      queryFn: configsOf(botId),
      select: defaultLanguageOf,
    }),
  /** The bot's voice: the same request, another part of its answer. */
  voice: (botId: string) =>
    queryOptions({
      queryKey: botLanguageKeys.defaultLanguage(botId),
      queryFn: configsOf(botId),
      select: voiceOf,
    }),
};
