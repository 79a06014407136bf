import { http, HttpResponse } from 'msw';
import {
  LANGUAGE_VALUES,
  type EntityTag,
  type Intent,
  type IntentExample,
  type IntentPage,
  type IntentSummary,
} from '../../lib/api-client/schema';
import { IntentInputBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { currentUser, iso, mockDb } from '../data';
import { normalized } from '../data/intents';
import { readListQuery, pageOf } from './listQuery';
import { limitErrors } from './contractLimits';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  jsonObject,
  notFound,
  validationFailed,
  validationFailedNaming,
  type FieldErrors,
} from './respond';
import { isLanguage } from '../../lib/api-client/isLanguage';

/** An enabled language with fewer examples than this is a problem of the intent. */
const MIN_EXAMPLES = 2;

function summaryOf(intent: Intent): IntentSummary {
  const exampleCounts: Record<string, number> = {};
  for (const example of intent.examples) {
    exampleCounts[example.language] = (exampleCounts[example.language] ?? 0) + 1;
  }
  const problems = LANGUAGE_VALUES.filter(
    (language) => (exampleCounts[language] ?? 0) < MIN_EXAMPLES,
  ).length;
  const { id, name, description, needsTraining, version, updatedAt, updatedBy } = intent;
  return {
    ...{ id, name, description, needsTraining, version, updatedAt, updatedBy },
    exampleCounts,
    problems,
  };
}

function entitiesOf(raw: unknown, text: string): EntityTag[] | undefined {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return undefined;
  const tags = raw.filter(
    (tag): tag is EntityTag =>
      typeof tag === 'object' &&
      tag !== null &&
      Number.isInteger(tag.start) &&
      Number.isInteger(tag.end) &&
      tag.start >= 0 &&
      tag.end > tag.start &&
      tag.end <= text.length &&
      typeof tag.entity === 'string' &&
      tag.entity.length > 0,
  );
  return tags.length === raw.length ? tags : undefined;
}

type Checked =
  | { errors: FieldErrors; existingIn: Record<string, string> }
  | { input: Pick<Intent, 'name' | 'description' | 'examples'> };

/**
 * The checks of a create or an update (`self`: the intent being changed). Lengths, counts and the
 * name's pattern are the contract's (limitErrors).
 */
function checkIntent(body: Record<string, unknown> | undefined, self?: Intent): Checked {
  const errors = limitErrors(IntentInputBodySchema, body);
  const existingIn: Record<string, string> = {};
  const db = mockDb();
  const name = typeof body?.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'required';
  else if (!errors.name && db.intents.some((other) => other !== self && other.name === name)) {
    errors.name = 'already_exists';
  }
  const description = body?.description;
  if (typeof description !== 'string') errors.description = 'required';

  const rawExamples = body?.examples;
  const examples: IntentExample[] = [];
  if (!Array.isArray(rawExamples)) errors.examples = 'required';
  else if (!errors.examples) {
    // Every other intent's examples, by language and wording, to name the one that has it.
    const taken = new Map<string, string>();
    for (const other of db.intents) {
      if (other === self) continue;
      for (const example of other.examples) {
        taken.set(`${example.language}\n${normalized(example.text)}`, other.name);
      }
    }
    const seen = new Set<string>();
    rawExamples.forEach((raw: unknown, index) => {
      const field = `examples.${index}`;
      const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      const text = typeof item.text === 'string' ? item.text.trim() : '';
      if (!isLanguage(item.language)) {
        errors[`${field}.language`] = 'unknown_value';
        return;
      }
      if (!text) errors[`${field}.text`] = 'required';
      const key = `${item.language}\n${normalized(text)}`;
      const other = taken.get(key);
      if (text && other) {
        errors[`${field}.text`] = 'already_exists';
        existingIn[`${field}.text`] = other;
      } else if (text && seen.has(key)) {
        errors[`${field}.text`] = 'already_exists';
        existingIn[`${field}.text`] = name;
      }
      seen.add(key);
      const entities = entitiesOf(item.entities, text);
      if (!entities) errors[`${field}.entities`] = 'invalid';
      const existing = self?.examples.find((example) => example.id === item.id);
      examples.push({
        id: existing?.id ?? `ex-${db.nextIntentNumber++}`,
        text,
        language: item.language,
        entities: entities ?? [],
        source: existing?.source ?? 'manual',
      });
    });
  }
  if (Object.keys(errors).length > 0) return { errors, existingIn };
  return { input: { name, description: description as string, examples } };
}

export function intentsHandlers() {
  const find = (id: string) => mockDb().intents.find((intent) => intent.id === id);
  return [
    http.get(`${API}/intents`, ({ request }) => {
      if (!may('nlu.read')) return forbidden();
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const list = readListQuery(params, ['name', 'updatedAt'] as const, 'name:asc', errors);
      const q = (params.get('q') ?? '').trim().toLowerCase();
      if (q.length > 200) errors.q = 'too_long';
      if (Object.keys(errors).length > 0) return validationFailed(errors);
      const matching = mockDb()
        .intents.filter(
          (intent) => !q || `${intent.name}\n${intent.description}`.toLowerCase().includes(q),
        )
        .map(summaryOf);
      return HttpResponse.json<IntentPage>(
        pageOf(matching, list, (intent, field) => intent[field]),
      );
    }),

    http.post(`${API}/intents`, async ({ request }) => {
      if (!may('nlu.edit')) return forbidden();
      const checked = checkIntent(await jsonObject(request));
      if ('errors' in checked) return validationFailedNaming(checked.errors, checked.existingIn);
      const intent: Intent = {
        id: `intent-${mockDb().nextIntentNumber++}`,
        ...checked.input,
        needsTraining: true,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      mockDb().intents.push(intent);
      return HttpResponse.json<Intent>(intent, { status: 201 });
    }),

    http.get(`${API}/intents/:id`, ({ params }) => {
      if (!may('nlu.read')) return forbidden();
      const intent = find(String(params.id));
      return intent ? HttpResponse.json<Intent>(intent) : notFound('The intent');
    }),

    http.put(`${API}/intents/:id`, async ({ params, request }) => {
      if (!may('nlu.edit')) return forbidden();
      const intent = find(String(params.id));
      if (!intent) return notFound('The intent');
      const body = await jsonObject(request);
      if (typeof body?.version !== 'number') return validationFailed({ version: 'required' });
      if (body.version !== intent.version) return conflict('The intent', intent);
      const checked = checkIntent(body, intent);
      if ('errors' in checked) return validationFailedNaming(checked.errors, checked.existingIn);
      Object.assign(intent, checked.input, {
        needsTraining: true,
        version: intent.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json<Intent>(intent);
    }),

    http.delete(`${API}/intent-examples/:id`, ({ params }) => {
      if (!may('nlu.edit')) return forbidden();
      const intent = mockDb().intents.find((candidate) =>
        candidate.examples.some((example) => example.id === params.id),
      );
      const example = intent?.examples.find((candidate) => candidate.id === params.id);
      if (!intent || !example) return notFound('The example');
      Object.assign(intent, {
        examples: intent.examples.filter((other) => other !== example),
        needsTraining: true,
        version: intent.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json<Intent>(intent);
    }),

    http.delete(`${API}/intents/:id`, ({ params }) => {
      if (!may('nlu.edit')) return forbidden();
      const db = mockDb();
      const intent = find(String(params.id));
      if (!intent) return notFound('The intent');
      db.intents = db.intents.filter((other) => other !== intent);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
