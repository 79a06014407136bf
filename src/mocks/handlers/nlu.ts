import { http, HttpResponse } from 'msw';
import type {
  NluConflictList,
  Prediction,
  SimilarExampleList,
  TestSentence,
  TestSentenceList,
} from '../../lib/api-client/schema';
import { findConflicts, findSimilar } from '../data/conflicts';
import { entityMatches } from '../data/entityMatches';
import { currentUser, mockDb } from '../data';
import { createClassifier } from '../data/nlu';
import { learnedFrom } from '../data/models';
import { isLanguage } from '../../lib/api-client/isLanguage';
import { may } from './may';
import {
  API,
  forbidden,
  hasErrors,
  jsonObject,
  notFound,
  validationFailed,
  type FieldErrors,
} from './respond';
import { jobsNow } from './trainingJobs';

/** A sentence field as the contract limits it: trimmed, required, at most 500 characters. */
function checkedText(value: unknown, errors: FieldErrors): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) errors.text = 'required';
  else if (text.length > 500) errors.text = 'too_long';
  return text;
}

export function nluHandlers() {
  return [
    http.post(`${API}/nlu/predictions`, async ({ request }) => {
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const text = checkedText(body?.text, errors);
      if (!isLanguage(body?.language)) errors.language = 'unknown_value';
      jobsNow();
      const db = mockDb();
      const modelId = body?.modelId ?? db.activeModelId;
      const model = db.models.find((candidate) => candidate.id === modelId);
      if (body?.modelId !== undefined && !model) errors.modelId = 'unknown_value';
      if (hasErrors(errors) || !isLanguage(body?.language)) return validationFailed(errors);
      // Without any model yet, the intents as they are stand in for one.
      const predict = createClassifier(model ? model.intents : learnedFrom(db.intents));
      return HttpResponse.json<Prediction>({
        intents: predict(text, body.language),
        entities: entityMatches(text, db.entities),
      });
    }),

    http.get(`${API}/nlu/similar-examples`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const text = checkedText(query.get('text') ?? undefined, errors);
      const language = query.get('language');
      if (!isLanguage(language)) errors.language = 'unknown_value';
      if (hasErrors(errors) || !isLanguage(language)) return validationFailed(errors);
      const items = findSimilar(mockDb().intents, text, language, query.get('intentId') ?? '');
      return HttpResponse.json<SimilarExampleList>({ items });
    }),

    http.get(`${API}/nlu/conflicts`, () =>
      HttpResponse.json<NluConflictList>({ items: findConflicts(mockDb().intents) }),
    ),

    http.get(`${API}/nlu/test-sentences`, () =>
      HttpResponse.json<TestSentenceList>({ items: mockDb().testSentences }),
    ),

    http.post(`${API}/nlu/test-sentences`, async ({ request }) => {
      if (!may('nlu.edit')) return forbidden();
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const text = checkedText(body?.text, errors);
      const db = mockDb();
      const intent = db.intents.find((candidate) => candidate.id === body?.intentId);
      if (!intent) errors.intentId = 'unknown_value';
      if (!isLanguage(body?.language)) errors.language = 'unknown_value';
      const pinned = db.testSentences.some(
        (sentence) => sentence.language === body?.language && sentence.text === text,
      );
      if (pinned && !errors.text) errors.text = 'already_exists';
      if (hasErrors(errors) || !intent || !isLanguage(body?.language)) {
        return validationFailed(errors);
      }
      const sentence: TestSentence = {
        id: `pinned-${db.nextIntentNumber++}`,
        text,
        language: body.language,
        intent: { intentId: intent.id, name: intent.name },
        createdAt: new Date().toISOString(),
        createdBy: currentUser().name,
      };
      db.testSentences.unshift(sentence);
      return HttpResponse.json<TestSentence>(sentence, { status: 201 });
    }),

    http.delete(`${API}/nlu/test-sentences/:id`, ({ params }) => {
      if (!may('nlu.edit')) return forbidden();
      const db = mockDb();
      const index = db.testSentences.findIndex((sentence) => sentence.id === params.id);
      if (index < 0) return notFound('The test sentence');
      db.testSentences.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
