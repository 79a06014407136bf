import { http, HttpResponse } from 'msw';
import {
  TRAINING_DATA_FORMAT_VALUES,
  type ImportReport,
  type TrainingDataFormat,
} from '../../lib/api-client/schema';
import { isLanguage } from '../../lib/api-client/isLanguage';
import { currentUser, iso, mockDb } from '../data';
import { countOf, planImport } from '../data/importPlan';
import { formatTrainingData, parseTrainingData } from '../data/trainingData';
import { readEnum } from './listQuery';
import { may } from './may';
import {
  API,
  forbidden,
  hasErrors,
  jsonObject,
  validationFailed,
  type FieldErrors,
} from './respond';

const FORMATS = TRAINING_DATA_FORMAT_VALUES;
const MIME: Record<TrainingDataFormat, string> = {
  csv: 'text/csv',
  json: 'application/json',
  'rasa-yaml': 'application/yaml',
};
const EXTENSION: Record<TrainingDataFormat, string> = {
  csv: 'csv',
  json: 'json',
  'rasa-yaml': 'yml',
};

/** Carries out a plan: new intents, the file's examples (marked `import`), replaced ones gone. */
function apply(plan: ReturnType<typeof planImport>) {
  const db = mockDb();
  const now = iso(Date.now());
  const by = currentUser().name;
  const created = new Set<string>();
  for (const name of plan.newIntents) {
    created.add(name);
    db.intents.push({
      id: `intent-${db.nextIntentNumber++}`,
      name,
      description: '',
      examples: [],
      needsTraining: true,
      version: 1,
      updatedAt: now,
      updatedBy: by,
    });
  }
  for (const intent of db.intents) {
    const added = plan.additions.get(intent.name) ?? [];
    const removed = plan.removals.get(intent.id);
    if (added.length === 0 && !removed) continue;
    intent.examples = [
      ...intent.examples.filter((example) => !removed?.has(example.id)),
      ...added.map(({ text, language, entities }) => ({
        id: `ex-${db.nextIntentNumber++}`,
        text,
        language,
        entities,
        source: 'import' as const,
      })),
    ];
    if (!created.has(intent.name)) intent.version += 1;
    intent.updatedAt = now;
    intent.updatedBy = by;
    intent.needsTraining = true;
  }
}

export function trainingDataHandlers() {
  return [
    http.post(`${API}/nlu/imports`, async ({ request }) => {
      if (!may('nlu.edit')) return forbidden();
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const format = FORMATS.find((value) => value === body?.format);
      if (!format) errors.format = 'unknown_value';
      const mode = body?.mode === 'merge' || body?.mode === 'replace' ? body.mode : undefined;
      if (!mode) errors.mode = 'unknown_value';
      if (typeof body?.dryRun !== 'boolean') errors.dryRun = 'required';
      const content = typeof body?.content === 'string' ? body.content : undefined;
      if (content === undefined) errors.content = 'required';
      else if (content.length > 5_000_000) errors.content = 'too_long';
      if (body?.language !== undefined && !isLanguage(body.language)) {
        errors.language = 'unknown_value';
      }
      if (hasErrors(errors) || !format || !mode || content === undefined) {
        return validationFailed(errors);
      }
      const language = isLanguage(body?.language) ? body.language : undefined;
      const dryRun = body?.dryRun === true;
      const parsed = parseTrainingData(format, content, language);
      const db = mockDb();
      const plan = planImport(db.intents, parsed.examples, mode);
      // A file with any error is refused as a whole.
      const applied = !dryRun && parsed.errors.length === 0;
      if (applied) apply(plan);
      return HttpResponse.json<ImportReport>({
        dryRun,
        applied,
        added: countOf(plan.additions),
        duplicates: plan.duplicates,
        removed: countOf(plan.removals),
        newIntents: plan.newIntents.length,
        conflicts: plan.conflicts,
        errors: parsed.errors,
      });
    }),

    http.get(`${API}/nlu/exports`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const format = readEnum(params, 'format', FORMATS, errors);
      const language = params.get('language');
      if (!format) errors.format ??= 'required';
      if (!isLanguage(language)) errors.language = language ? 'unknown_value' : 'required';
      if (hasErrors(errors) || !format || !isLanguage(language)) return validationFailed(errors);
      const file = formatTrainingData(format, mockDb().intents, language);
      return new HttpResponse(file, {
        headers: {
          'content-type': `${MIME[format]}; charset=utf-8`,
          'content-disposition': `attachment; filename="training-${language}.${EXTENSION[format]}"`,
        },
      });
    }),
  ];
}
