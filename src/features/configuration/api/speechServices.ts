import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Language } from '../../../lib/api-client/schema';
import {
  SpeechServiceListSchema,
  VoiceListSchema,
} from '../../../lib/api-client/schemas/configuration';

const id = encodeURIComponent;

/** The speech services and their voices: the same for every configuration, so not below its key. */
export const speechServiceKeys = {
  all: ['speech-services'] as const,
  voices: (serviceId: string, language: Language) =>
    [...speechServiceKeys.all, serviceId, 'voices', language] as const,
};

export const speechServiceQueries = {
  list: () =>
    queryOptions({
      queryKey: speechServiceKeys.all,
      queryFn: () =>
        validated('speech-services', SpeechServiceListSchema, apiClient.get('speech-services')),
      staleTime: 60 * 60_000,
    }),
  voices: (serviceId: string, language: Language) =>
    queryOptions({
      queryKey: speechServiceKeys.voices(serviceId, language),
      queryFn: () => {
        const path = `speech-services/${id(serviceId)}/voices` as const;
        return validated(path, VoiceListSchema, apiClient.get(path, { language }));
      },
      staleTime: 60 * 60_000,
      enabled: Boolean(serviceId),
    }),
};
