// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import {
  ChannelSchema,
  FlowProblemSchema,
  FlowTestRefSchema,
  FlowTestRunSummarySchema,
  FlowTestSourceSchema,
  LanguageSchema,
} from './common';
export const FlowStatusSchema = z.enum(['draft', 'published', 'changed']);
export const FlowNodeTypeSchema = z.enum([
  'start',
  'say',
  'ask',
  'condition',
  'setSlot',
  'apiCall',
  'handover',
  'subflow',
  'end',
]);
export const FlowTemplateSchema = z.enum(['blank', 'collectAndConfirm', 'handoverOnRequest']);
export const LanguageTextsSchema = z.record(z.string(), z.string());
export const FlowConditionOperatorSchema = z.enum([
  'equals',
  'notEquals',
  'contains',
  'isSet',
  'isEmpty',
  'greaterThan',
  'lessThan',
  'expression',
]);
export const DraftSlotNameSchema = z.string();
export const FlowConditionRuleSchema = z.object({
  id: z.string(),
  slot: DraftSlotNameSchema,
  operator: FlowConditionOperatorSchema,
  value: z.string(),
  expression: z.optional(z.string()),
});
export const FlowHttpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'DELETE']);
export const FlowOutcomeSchema = z.enum(['contained', 'abandoned']);
export const FlowButtonSchema = z.object({
  id: z.string(),
  labels: z.record(z.string(), z.string()),
  value: z.string(),
  branch: z.optional(z.boolean()),
});
export const FlowCardSchema = z.object({
  titles: z.record(z.string(), z.string()),
  imageUrl: z.string(),
});
export const FlowDtmfOptionSchema = z.object({ digit: z.string(), value: z.string() });
export const ApiCallBodyTemplateSchema = z.string();
export const FlowResponseMappingSchema = z.object({ path: z.string(), slot: DraftSlotNameSchema });
export const SlotNameSchema = z.string();
export const FlowNodeDataSchema = z.object({
  label: z.optional(z.string()),
  texts: z.optional(LanguageTextsSchema),
  prompts: z.optional(LanguageTextsSchema),
  slot: z.optional(DraftSlotNameSchema),
  entity: z.optional(z.string()),
  retries: z.optional(z.int()),
  noInputPrompts: z.optional(LanguageTextsSchema),
  noMatchPrompts: z.optional(LanguageTextsSchema),
  noAnswerBranch: z.optional(z.boolean()),
  buttons: z.optional(z.array(FlowButtonSchema)),
  card: z.optional(FlowCardSchema),
  dtmfOptions: z.optional(z.array(FlowDtmfOptionSchema)),
  rules: z.optional(z.array(FlowConditionRuleSchema)),
  value: z.optional(z.string()),
  integration: z.optional(z.string()),
  method: z.optional(FlowHttpMethodSchema),
  path: z.optional(z.string()),
  body: z.optional(ApiCallBodyTemplateSchema),
  timeoutMs: z.optional(z.int()),
  responseMapping: z.optional(z.array(FlowResponseMappingSchema)),
  target: z.optional(z.string()),
  flowId: z.optional(z.string()),
  inputs: z.optional(z.record(z.string(), SlotNameSchema)),
  outputs: z.optional(z.record(z.string(), SlotNameSchema)),
  outcome: z.optional(FlowOutcomeSchema),
});
export const ApiCallTrialRequestSchema = z.object({
  integration: z.string(),
  method: FlowHttpMethodSchema,
  path: z.string(),
  body: z.optional(ApiCallBodyTemplateSchema),
  timeoutMs: z.int(),
  responseMapping: z.optional(z.array(FlowResponseMappingSchema)),
  slots: z.record(z.string(), z.string()),
});
export const ApiCallOutcomeSchema = z.enum(['success', 'error', 'timeout']);
export const ApiCallTrialMappingSchema = z.object({
  path: z.string(),
  slot: z.string(),
  value: z.nullable(z.string()),
});
export const ApiCallTrialSchema = z.object({
  outcome: ApiCallOutcomeSchema,
  status: z.nullable(z.int()),
  durationMs: z.int(),
  url: z.string(),
  requestBody: z.nullable(z.string()),
  response: z.nullable(z.string()),
  mapped: z.array(ApiCallTrialMappingSchema),
});
export const FlowPositionSchema = z.object({ x: z.number(), y: z.number() });
export const FlowNodeSchema = z.object({
  id: z.string(),
  type: FlowNodeTypeSchema,
  position: FlowPositionSchema,
  data: FlowNodeDataSchema,
});
export const FlowEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  sourceHandle: z.nullable(z.string()),
  target: z.string(),
});
export const FlowValidationSchema = z.object({ problems: z.array(FlowProblemSchema) });
export const FlowUnpublishedChangesSchema = z.object({
  count: z.int(),
  authors: z.array(z.string()),
});
export const FlowSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  botId: z.string(),
  status: FlowStatusSchema,
  publishedVersion: z.nullable(z.int()),
  problems: z.int(),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const FlowPageSchema = z.object({
  items: z.array(FlowSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const FlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  botId: z.string(),
  languages: z.array(LanguageSchema),
  status: FlowStatusSchema,
  publishedVersion: z.nullable(z.int()),
  unpublishedChanges: FlowUnpublishedChangesSchema,
  nodes: z.array(FlowNodeSchema),
  edges: z.array(FlowEdgeSchema),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const FlowNameSchema = z.string();
export const FlowInputSchema = z.object({
  name: FlowNameSchema,
  botId: z.string(),
  template: z.optional(FlowTemplateSchema),
  copyOf: z.optional(z.string()),
});
export const FlowUpdateSchema = z.object({
  name: FlowNameSchema,
  nodes: z.array(FlowNodeSchema),
  edges: z.array(FlowEdgeSchema),
  version: z.int(),
});
export const FlowVersionTestsSchema = z.object({
  runId: z.string(),
  passed: z.int(),
  failed: z.int(),
  newlyFailing: z.int(),
  acceptedBy: z.nullable(z.string()),
});
export const FlowVersionSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  notes: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  draftVersion: z.int(),
  tests: z.union([FlowVersionTestsSchema, z.null()]),
});
export const FlowVersionListSchema = z.object({ items: z.array(FlowVersionSummarySchema) });
export const FlowVersionSchema = z.intersection(
  FlowVersionSummarySchema,
  z.object({ name: z.string(), nodes: z.array(FlowNodeSchema), edges: z.array(FlowEdgeSchema) }),
);
export const FlowPublicationSchema = z.object({
  version: z.int(),
  notes: z.string(),
  acceptFailing: z.optional(z.boolean()),
});
export const FlowRestorationSchema = z.object({ versionId: z.string(), version: z.int() });
export const SimulatorSourceSchema = z.enum(['draft', 'published']);
export const SimulatorStartSchema = z.object({
  flowId: z.string(),
  source: SimulatorSourceSchema,
  startNodeId: z.optional(z.string()),
  versionNumber: z.optional(z.int()),
  language: LanguageSchema,
  channel: ChannelSchema,
  slots: z.record(z.string(), z.string()),
});
export const SimulatorButtonSchema = z.object({ id: z.string(), label: z.string() });
export const SimulatorCardSchema = z.object({ title: z.string(), imageUrl: z.string() });
export const SimulatorTurnSchema = z.object({
  speaker: z.enum(['bot', 'caller']),
  text: z.string(),
  nodeId: z.nullable(z.string()),
  ssml: z.optional(z.string()),
  buttons: z.optional(z.array(SimulatorButtonSchema)),
  card: z.optional(SimulatorCardSchema),
  input: z.optional(z.enum(['text', 'dtmf', 'button', 'silence'])),
});
export const SimulatorUnderstandingSchema = z.object({
  intent: z.nullable(z.string()),
  confidence: z.number(),
});
export const SimulatorStepSchema = z.object({
  turns: z.array(SimulatorTurnSchema),
  path: z.array(z.string()),
  slots: z.record(z.string(), z.string()),
  nlu: z.union([SimulatorUnderstandingSchema, z.null()]),
  ended: z.boolean(),
  outcome: z.nullable(z.string()),
});
export const SimulatorSessionSchema = z.intersection(
  SimulatorStepSchema,
  z.object({ id: z.string() }),
);
export const SimulatorMessageSchema = z.object({
  text: z.optional(z.string()),
  dtmf: z.optional(z.string()),
  button: z.optional(z.string()),
  silence: z.optional(z.boolean()),
});
export const FlowTestTagSchema = z.string();
export const FlowTestReplySchema = z.object({
  text: z.string(),
  match: z.enum(['exact', 'contains']),
});
export const FlowTestExpectationSchema = z.object({
  steps: z.nullable(z.array(z.string())),
  reply: z.union([FlowTestReplySchema, z.null()]),
  intent: z.nullable(z.string()),
  slots: z.nullable(z.record(z.string(), z.string())),
});
export const FlowTestTurnSchema = z.object({
  said: z.nullable(z.string()),
  expect: FlowTestExpectationSchema,
});
export const FlowTestOriginSchema = z.object({
  kind: z.enum(['conversation', 'simulator']),
  id: z.string(),
});
export const FlowTestFieldsSchema = z.object({
  name: z.string(),
  flowId: z.string(),
  tags: z.array(FlowTestTagSchema),
  enabled: z.boolean(),
  language: LanguageSchema,
  channel: ChannelSchema,
  slots: z.record(z.string(), z.string()),
  startNodeId: z.nullable(z.string()),
  turns: z.array(FlowTestTurnSchema),
  outcome: z.nullable(z.string()),
  origin: z.optional(z.union([FlowTestOriginSchema, z.null()])),
});
export const FlowTestInputSchema = FlowTestFieldsSchema;
export const FlowTestUpdateSchema = z.intersection(
  FlowTestFieldsSchema,
  z.object({ version: z.int() }),
);
export const FlowTestSchema = z.intersection(
  FlowTestFieldsSchema,
  z.object({
    id: z.string(),
    botId: z.string(),
    version: z.int(),
    updatedAt: z.string(),
    updatedBy: z.nullable(z.string()),
  }),
);
export const FlowTestListSchema = z.object({ items: z.array(FlowTestSchema) });
export const FlowTestRunStartSchema = z.object({
  botId: z.string(),
  tag: z.optional(FlowTestTagSchema),
  source: FlowTestSourceSchema,
  flowId: z.optional(z.string()),
  versionNumber: z.optional(z.int()),
  modelId: z.optional(z.string()),
});
export const FlowTestCheckSchema = z.enum(['steps', 'reply', 'intent', 'slots', 'outcome']);
export const FlowTestTurnResultSchema = z.object({
  said: z.nullable(z.string()),
  steps: z.array(z.string()),
  reply: z.string(),
  intent: z.nullable(z.string()),
  slots: z.record(z.string(), z.string()),
  failed: z.array(FlowTestCheckSchema),
});
export const FlowTestDivergenceSchema = z.object({ turn: z.int(), check: FlowTestCheckSchema });
export const FlowTestResultSchema = z.object({
  testId: z.string(),
  name: z.string(),
  flowId: z.string(),
  status: z.enum(['passed', 'failed', 'stale']),
  missingSteps: z.array(z.string()),
  turns: z.array(FlowTestTurnResultSchema),
  outcome: z.nullable(z.string()),
  divergence: z.union([FlowTestDivergenceSchema, z.null()]),
});
export const FlowCoverageSchema = z.object({
  flowId: z.string(),
  nodes: z.array(z.string()),
  edges: z.array(z.string()),
  totalNodes: z.int(),
  totalEdges: z.int(),
});
export const FlowTestRunSchema = z.intersection(
  FlowTestRunSummarySchema,
  z.object({ results: z.array(FlowTestResultSchema), coverage: z.array(FlowCoverageSchema) }),
);
export const FlowTestRunListSchema = z.object({ items: z.array(FlowTestRunSummarySchema) });
export const FlowTestComparisonSchema = z.object({
  flowId: z.string(),
  draftVersion: z.int(),
  draft: FlowTestRunSummarySchema,
  published: z.union([FlowTestRunSummarySchema, z.null()]),
  newlyFailing: z.array(FlowTestRefSchema),
  newlyPassing: z.array(FlowTestRefSchema),
  stillFailing: z.array(FlowTestRefSchema),
  stale: z.array(FlowTestRefSchema),
});
