// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { FlowTestRefSchema, FlowTestRunSummarySchema, LanguageSchema } from './common';
export const IntentNameSchema = z.string();
export const ExampleSourceSchema = z.enum(['manual', 'import', 'inbox']);
export const EntityNameSchema = z.string();
export const EntityTagSchema = z.object({ start: z.int(), end: z.int(), entity: EntityNameSchema });
export const IntentExampleSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: LanguageSchema,
  entities: z.array(EntityTagSchema),
  source: ExampleSourceSchema,
});
export const IntentExampleInputSchema = z.object({
  id: z.optional(z.string()),
  text: z.string(),
  language: LanguageSchema,
  entities: z.optional(z.array(EntityTagSchema)),
});
export const ExampleCountsSchema = z.record(z.string(), z.int());
export const IntentSummarySchema = z.object({
  id: z.string(),
  name: IntentNameSchema,
  description: z.string(),
  exampleCounts: ExampleCountsSchema,
  problems: z.int(),
  needsTraining: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const IntentSchema = z.object({
  id: z.string(),
  name: IntentNameSchema,
  description: z.string(),
  examples: z.array(IntentExampleSchema),
  needsTraining: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const IntentPageSchema = z.object({
  items: z.array(IntentSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const IntentInputSchema = z.object({
  name: IntentNameSchema,
  description: z.string(),
  examples: z.array(IntentExampleInputSchema),
});
export const IntentUpdateSchema = z.object({
  name: IntentNameSchema,
  description: z.string(),
  examples: z.array(IntentExampleInputSchema),
  version: z.int(),
});
export const PredictionRequestSchema = z.object({
  text: z.string(),
  language: LanguageSchema,
  modelId: z.optional(z.string()),
});
export const PredictedIntentSchema = z.object({
  intentId: z.string(),
  name: IntentNameSchema,
  confidence: z.number(),
});
export const PredictionSchema = z.object({
  intents: z.array(PredictedIntentSchema),
  entities: z.array(EntityTagSchema),
});
export const TrainingJobStatusSchema = z.enum(['queued', 'training', 'done', 'failed', 'canceled']);
export const TrainingStageSchema = z.enum([
  'waiting',
  'preparing',
  'training',
  'evaluating',
  'finished',
]);
export const TrainingProblemSchema = z.object({
  intentId: z.string(),
  intentName: z.string(),
  exampleId: z.nullable(z.string()),
});
export const TrainingErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  items: z.array(TrainingProblemSchema),
});
export const TrainingJobSchema = z.object({
  id: z.string(),
  status: TrainingJobStatusSchema,
  stage: TrainingStageSchema,
  progress: z.int(),
  startedAt: z.string(),
  startedBy: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  error: z.union([TrainingErrorSchema, z.null()]),
});
export const TrainingJobListSchema = z.object({
  items: z.array(TrainingJobSchema),
  pendingChanges: z.int(),
});
export const ModelMetricsSchema = z.object({
  accuracy: z.number(),
  macroF1: z.number(),
  intents: z.int(),
  examples: z.int(),
});
export const ModelSchema = z.object({
  id: z.string(),
  trainingJobId: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
  active: z.boolean(),
  activatedAt: z.nullable(z.string()),
  activatedBy: z.nullable(z.string()),
  metrics: ModelMetricsSchema,
  version: z.int(),
});
export const ModelListSchema = z.object({ items: z.array(ModelSchema) });
export const ModelActivationSchema = z.object({ active: z.boolean(), version: z.int() });
export const IntentRefSchema = z.object({ intentId: z.string(), name: z.string() });
export const IntentChangeSchema = z.object({
  text: z.string(),
  language: LanguageSchema,
  testSentenceId: z.nullable(z.string()),
  expected: z.union([IntentRefSchema, z.null()]),
  before: z.union([PredictedIntentSchema, z.null()]),
  after: z.union([PredictedIntentSchema, z.null()]),
});
export const EvaluationPartSchema = z.object({
  checked: z.int(),
  changes: z.array(IntentChangeSchema),
});
export const ModelTestsEvaluationSchema = z.object({
  runs: z.array(FlowTestRunSummarySchema),
  newlyFailing: z.array(FlowTestRefSchema),
  newlyPassing: z.array(FlowTestRefSchema),
  stillFailing: z.array(FlowTestRefSchema),
});
export const ModelEvaluationSchema = z.object({
  modelId: z.string(),
  comparedWith: z.nullable(z.string()),
  pinned: EvaluationPartSchema,
  recent: EvaluationPartSchema,
  tests: ModelTestsEvaluationSchema,
});
export const IntentFiguresSchema = z.object({
  intent: IntentRefSchema,
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  examples: z.int(),
  understoodAs: z.int(),
});
export const ConflictingExampleSchema = z.object({
  intentId: z.string(),
  intentName: z.string(),
  exampleId: z.string(),
  text: z.string(),
});
export const SimilarExampleSchema = z.intersection(
  ConflictingExampleSchema,
  z.object({ similarity: z.number() }),
);
export const ConfusedExampleSchema = z.object({
  text: z.string(),
  language: LanguageSchema,
  exampleId: z.nullable(z.string()),
  alike: z.union([SimilarExampleSchema, z.null()]),
});
export const ConfusionCellSchema = z.object({
  actual: IntentRefSchema,
  understood: z.union([IntentRefSchema, z.null()]),
  count: z.int(),
  examples: z.array(ConfusedExampleSchema),
});
export const ModelReportSchema = z.object({
  modelId: z.string(),
  intents: z.array(IntentFiguresSchema),
  cells: z.array(ConfusionCellSchema),
});
export const TestSentenceInputSchema = z.object({
  text: z.string(),
  language: LanguageSchema,
  intentId: z.string(),
});
export const TestSentenceSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: LanguageSchema,
  intent: IntentRefSchema,
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});
export const TestSentenceListSchema = z.object({ items: z.array(TestSentenceSchema) });
export const InboxStatusSchema = z.enum(['open', 'assigned', 'ignored']);
export const InboxItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: LanguageSchema,
  count: z.int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  conversationIds: z.array(z.string()),
  suggestions: z.array(PredictedIntentSchema),
  status: InboxStatusSchema,
  intent: z.union([IntentRefSchema, z.null()]),
  version: z.int(),
  updatedBy: z.nullable(z.string()),
});
export const InboxPageSchema = z.object({
  items: z.array(InboxItemSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const InboxUpdateSchema = z.object({
  status: InboxStatusSchema,
  intentId: z.optional(z.string()),
  version: z.int(),
});
export const TrainingDataFormatSchema = z.enum(['csv', 'json', 'rasa-yaml']);
export const ImportRequestSchema = z.object({
  format: TrainingDataFormatSchema,
  mode: z.enum(['merge', 'replace']),
  dryRun: z.boolean(),
  language: z.optional(LanguageSchema),
  content: z.string(),
});
export const ImportErrorSchema = z.object({ line: z.int(), code: z.string(), message: z.string() });
export const ImportConflictSchema = z.object({
  line: z.int(),
  text: z.string(),
  language: LanguageSchema,
  intent: z.string(),
  existingIn: z.string(),
});
export const ImportReportSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  added: z.int(),
  duplicates: z.int(),
  removed: z.int(),
  newIntents: z.int(),
  conflicts: z.array(ImportConflictSchema),
  errors: z.array(ImportErrorSchema),
});
export const EntityKindSchema = z.enum(['list', 'regex', 'system']);
export const SystemEntityTypeSchema = z.enum([
  'number',
  'date',
  'time',
  'email',
  'phone_number',
  'amount_of_money',
]);
export const EntityValueSchema = z.object({ value: z.string(), synonyms: z.array(z.string()) });
export const EntityInputSchema = z.object({
  name: EntityNameSchema,
  kind: EntityKindSchema,
  values: z.array(EntityValueSchema),
  pattern: z.nullable(z.string()),
  system: z.union([SystemEntityTypeSchema, z.null()]),
});
export const EntityUpdateSchema = z.intersection(EntityInputSchema, z.object({ version: z.int() }));
export const EntitySchema = z.intersection(
  EntityInputSchema,
  z.object({
    id: z.string(),
    version: z.int(),
    updatedAt: z.string(),
    updatedBy: z.nullable(z.string()),
  }),
);
export const EntityListSchema = z.object({ items: z.array(EntitySchema) });
export const NluConflictSchema = z.object({
  language: LanguageSchema,
  similarity: z.number(),
  first: ConflictingExampleSchema,
  second: ConflictingExampleSchema,
});
export const SimilarExampleListSchema = z.object({ items: z.array(SimilarExampleSchema) });
export const NluConflictListSchema = z.object({ items: z.array(NluConflictSchema) });
