import { http, HttpResponse } from 'msw';
import type { Prediction } from '../../lib/api-client/schema';
import { mockDb } from '../data';
import { predictIntents } from '../data/nlu';
import { API, jsonObject, validationFailed, type FieldErrors } from './respond';
import { isLanguage } from '../../lib/api-client/isLanguage';

export function nluHandlers() {
  return [
    http.post(`${API}/nlu/predictions`, async ({ request }) => {
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const text = typeof body?.text === 'string' ? body.text.trim() : '';
      if (!text) errors.text = 'required';
      else if (text.length > 500) errors.text = 'too_long';
      if (!isLanguage(body?.language)) errors.language = 'unknown_value';
      if (Object.keys(errors).length > 0 || !isLanguage(body?.language)) {
        return validationFailed(errors);
      }
      return HttpResponse.json<Prediction>({
        intents: predictIntents(text, body.language, mockDb().intents),
        entities: [],
      });
    }),
  ];
}
