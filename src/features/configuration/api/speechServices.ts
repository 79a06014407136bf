import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { TimeoutError, validated } from '../../../lib/api-client/apiErrors';
import type { Language, TtsPreviewRequest } from '../../../lib/api-client/schema';
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

/** POST {base}/tts-previews: a short spoken sample (audio/wav) to play. */
export async function previewVoice(request: TtsPreviewRequest): Promise<Blob> {
  const clip = await apiClient.postForBlob('tts-previews', request);
  if (clip === undefined) throw new TimeoutError('tts-previews');
  return clip;
}
