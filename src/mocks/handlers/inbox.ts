import { http, HttpResponse } from 'msw';
import {
  INBOX_STATUS_VALUES,
  LANGUAGE_VALUES,
  type InboxItem,
  type InboxPage,
} from '../../lib/api-client/schema';
import { currentUser, iso, mockDb } from '../data';
import { decisionOf, heardSince, sinceFor, toInboxItem, type Heard } from '../data/inbox';
import { normalized } from '../data/intents';
import { createClassifier, type Predict } from '../data/nlu';
import { learnedFrom } from '../data/models';
import { pageOf, readEnum, readListQuery } from './listQuery';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  hasErrors,
  jsonObject,
  notFound,
  validationFailed,
  validationFailedNaming,
  type FieldErrors,
} from './respond';

const STATUSES = INBOX_STATUS_VALUES;

/** The active model's understanding, which suggests intents for each sentence. */
function activePredict(): Predict {
  const db = mockDb();
  const model = db.models.find((candidate) => candidate.id === db.activeModelId);
  return createClassifier(model ? model.intents : learnedFrom(db.intents));
}

function itemOf(heard: Heard, predict: Predict): InboxItem {
  return toInboxItem(heard, mockDb().inboxDecisions[heard.id], predict(heard.text, heard.language));
}

/** Makes the sentence an example of the intent (marked as from the inbox), unless it is one. */
function addAsExample(heard: Heard, intentId: string): string | undefined {
  const db = mockDb();
  const key = normalized(heard.text);
  const owner = db.intents.find((intent) =>
    intent.examples.some(
      (example) => example.language === heard.language && normalized(example.text) === key,
    ),
  );
  if (owner && owner.id !== intentId) return owner.name;
  const intent = db.intents.find((candidate) => candidate.id === intentId)!;
  if (owner) return undefined;
  intent.examples.push({
    id: `ex-${db.nextIntentNumber++}`,
    text: heard.text,
    language: heard.language,
    entities: [],
    source: 'inbox',
  });
  intent.version += 1;
  intent.updatedAt = iso(Date.now());
  intent.updatedBy = currentUser().name;
  intent.needsTraining = true;
  return undefined;
}

export function inboxHandlers() {
  return [
    http.get(`${API}/nlu/unrecognized`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const query = readListQuery(params, ['count'], 'count:desc', errors);
      const period = readEnum(params, 'period', ['7d', '30d', '90d'] as const, errors) ?? '30d';
      const language = readEnum(params, 'language', LANGUAGE_VALUES, errors);
      const status = readEnum(params, 'status', STATUSES, errors) ?? 'open';
      const q = (params.get('q') ?? '').trim().toLocaleLowerCase();
      if (q.length > 200) errors.q = 'too_long';
      if (hasErrors(errors)) return validationFailed(errors);
      const db = mockDb();
      const predict = activePredict();
      const items = heardSince(db.conversations, sinceFor(db.now, period))
        .filter((heard) => !language || heard.language === language)
        .filter((heard) => !q || heard.text.toLocaleLowerCase().includes(q))
        .filter((heard) => decisionOf(db.inboxDecisions[heard.id]).status === status)
        // Most heard first; the most recently heard among equals.
        .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen));
      const page = pageOf(items, { ...query, descending: false }, () => null);
      return HttpResponse.json<InboxPage>({
        ...page,
        items: page.items.map((heard) => itemOf(heard, predict)),
      });
    }),

    http.put(`${API}/nlu/unrecognized/:id`, async ({ params, request }) => {
      if (!may('nlu.edit')) return forbidden();
      const db = mockDb();
      const heard = heardSince(db.conversations, 0).find((entry) => entry.id === params.id);
      if (!heard) return notFound('The sentence');
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const status = STATUSES.find((candidate) => candidate === body?.status);
      if (!status) errors.status = 'unknown_value';
      if (typeof body?.version !== 'number') errors.version = 'required';
      const intent =
        status === 'assigned'
          ? db.intents.find((candidate) => candidate.id === body?.intentId)
          : undefined;
      if (status === 'assigned' && !intent) {
        errors.intentId = body?.intentId === undefined ? 'required' : 'unknown_value';
      }
      const current = decisionOf(db.inboxDecisions[heard.id]);
      if (hasErrors(errors) || !status) return validationFailed(errors);
      if (body?.version !== current.version)
        return conflict('The sentence', itemOf(heard, activePredict()));
      // An assigned sentence is an example now: it is changed at its intent, not here.
      if (current.status === 'assigned' && status !== 'assigned') {
        return validationFailed({ status: 'invalid' });
      }
      if (intent) {
        const owner = addAsExample(heard, intent.id);
        if (owner) {
          return validationFailedNaming({ intentId: 'already_exists' }, { intentId: owner });
        }
      }
      db.inboxDecisions[heard.id] = {
        status,
        intent: intent ? { intentId: intent.id, name: intent.name } : null,
        version: current.version + 1,
        updatedBy: currentUser().name,
      };
      return HttpResponse.json<InboxItem>(itemOf(heard, activePredict()));
    }),
  ];
}
