import { http, HttpResponse } from 'msw';
import type { SpeechServiceList, VoiceList } from '../../lib/api-client/schema';
import { SPEECH_SERVICES, createToneWav, voicesOf } from '../data';
import { API, jsonObject, notFound, validationFailed, type FieldErrors } from './respond';
import { isLanguage } from '../../lib/api-client/isLanguage';
import { checkSsml, pausesMs, plainText } from '../../features/flows/model/ssml';

export function speechServicesHandlers() {
  return [
    http.get(`${API}/speech-services`, () =>
      HttpResponse.json<SpeechServiceList>({ items: [...SPEECH_SERVICES] }),
    ),

    http.get(`${API}/speech-services/:id/voices`, ({ request, params }) => {
      const service = SPEECH_SERVICES.find((candidate) => candidate.id === params.id);
      if (!service) return notFound(`Speech service ${String(params.id)}`);
      const language = new URL(request.url).searchParams.get('language');
      if (!isLanguage(language)) return validationFailed({ language: 'unknown_value' });
      return HttpResponse.json<VoiceList>({ items: voicesOf(service.id, language) });
    }),

    // A tone whose length follows the text and the speaking rate, as a real sample's would.
    http.post(`${API}/tts-previews`, async ({ request }) => {
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const language = body?.language;
      const rate = body?.speakingRate;
      const text = body?.text;
      if (!isLanguage(language)) errors.language = 'unknown_value';
      if (typeof rate !== 'number' || rate < 0.5 || rate > 2) errors.speakingRate = 'invalid';
      // Voice markup is spoken as marked, so markup a service would refuse is refused here too.
      if (
        text !== undefined &&
        (typeof text !== 'string' || text.length > 2000 || checkSsml(text))
      ) {
        errors.text = 'invalid';
      }
      const voices = isLanguage(language) ? voicesOf(String(body?.speechService), language) : [];
      if (!voices.some((voice) => voice.id === body?.voice)) errors.voice = 'unknown_value';
      if (Object.keys(errors).length > 0) return validationFailed(errors);
      const spoken = typeof text === 'string' ? plainText(text) : '';
      const characters = spoken ? spoken.length : 40;
      const pauses = typeof text === 'string' ? pausesMs(text) / 1000 : 0;
      const seconds = Math.min(8, characters / 15 / (rate as number) + pauses);
      return HttpResponse.arrayBuffer(createToneWav(seconds), {
        headers: { 'Content-Type': 'audio/wav' },
      });
    }),
  ];
}
