import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  BotConfig,
  BotConfigList,
  BotConfigRevisionDetail,
  Language,
} from '../../../lib/api-client/schema';
import {
  BotConfigListSchema,
  BotConfigRevisionDetailSchema,
  BotConfigRevisionListSchema,
  BotConfigSchema,
  PhoneNumberListSchema,
  SpeechServiceListSchema,
  VoiceListSchema,
} from '../../../lib/api-client/schemas/configuration';

const id = encodeURIComponent;

/**
 * The configuration area's reads, one queryOptions factory each, so pages, prefetching and
 * invalidation share one key per resource: invalidate `configKeys.all` after any change.
 */
export const configKeys = { all: ['bot-configs'] as const };

export const configQueries = {
  list: () =>
    queryOptions({
      queryKey: [...configKeys.all, 'list'],
      queryFn: (): Promise<BotConfigList> =>
        validated('bot-configs', BotConfigListSchema, apiClient.get('bot-configs')),
    }),
  detail: (configId: string) =>
    queryOptions({
      queryKey: [...configKeys.all, 'detail', configId],
      queryFn: (): Promise<BotConfig> => {
        const path = `bot-configs/${id(configId)}` as const;
        return validated(path, BotConfigSchema, apiClient.get(path));
      },
    }),
  revisions: (configId: string) =>
    queryOptions({
      queryKey: [...configKeys.all, 'revisions', configId],
      queryFn: () => {
        const path = `bot-configs/${id(configId)}/revisions` as const;
        return validated(path, BotConfigRevisionListSchema, apiClient.get(path));
      },
    }),
  revision: (configId: string, revisionId: string) =>
    queryOptions({
      queryKey: [...configKeys.all, 'revisions', configId, revisionId],
      queryFn: (): Promise<BotConfigRevisionDetail> => {
        const path = `bot-configs/${id(configId)}/revisions/${id(revisionId)}` as const;
        return validated(path, BotConfigRevisionDetailSchema, apiClient.get(path));
      },
      // A revision never changes once written.
      staleTime: Infinity,
    }),
  phoneNumbers: (configId: string) =>
    queryOptions({
      queryKey: [...configKeys.all, 'phone-numbers', configId],
      queryFn: () =>
        validated(
          'phone-numbers',
          PhoneNumberListSchema,
          apiClient.get('phone-numbers', { configId }),
        ),
    }),
  speechServices: () =>
    queryOptions({
      queryKey: ['speech-services'],
      queryFn: () =>
        validated('speech-services', SpeechServiceListSchema, apiClient.get('speech-services')),
      staleTime: 60 * 60_000,
    }),
  voices: (serviceId: string, language: Language) =>
    queryOptions({
      queryKey: ['speech-services', serviceId, 'voices', language],
      queryFn: () => {
        const path = `speech-services/${id(serviceId)}/voices` as const;
        return validated(path, VoiceListSchema, apiClient.get(path, { language }));
      },
      staleTime: 60 * 60_000,
      enabled: Boolean(serviceId),
    }),
};
