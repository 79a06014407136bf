// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';

// What request bodies use, with the contract's limits as checks that fail with the server's reason
// codes: for the mock server, which checks what it receives. The app reads answers with the
// area files' shapes, which refuse no answer for a length.
export const LanguageBodySchema = z.enum(['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT']);
export const RoleBodySchema = z.enum(['administrator', 'editor', 'analyst', 'viewer']);
export const ChannelBodySchema = z.enum(['voice', 'chat']);
export const InviteUserRequestBodySchema = z.object({
  email: z.string().check(z.maxLength(254, 'too_long')),
  role: RoleBodySchema,
  name: z.optional(z.string().check(z.maxLength(120, 'too_long'))),
});
export const UpdateUserRequestBodySchema = z.object({
  version: z.int(),
  role: z.optional(RoleBodySchema),
  status: z.optional(z.enum(['active', 'deactivated'])),
});
export const SeverityBodySchema = z.enum(['low', 'normal', 'high', 'critical']);
export const SupportRequestInputBodySchema = z.object({
  subject: z.string().check(z.maxLength(120, 'too_long'), z.minLength(3, 'too_short')),
  description: z.string().check(z.maxLength(5000, 'too_long'), z.minLength(10, 'too_short')),
  severity: SeverityBodySchema,
  diagnostics: z.optional(z.record(z.string(), z.string().check(z.maxLength(500, 'too_long')))),
});
export const DtmfTerminatorBodySchema = z.enum(['#', '*', 'none']);
export const SpeechLanguageSettingsBodySchema = z.object({
  recognitionLanguage: z.string().check(z.maxLength(35, 'too_long')),
  recognitionModel: z.string().check(z.maxLength(64, 'too_long')),
  voice: z.string().check(z.maxLength(100, 'too_long')),
  speakingRate: z.number(),
});
export const SpeechSettingsBodySchema = z.object({
  languages: z.record(z.string(), SpeechLanguageSettingsBodySchema),
  bargeIn: z.object({ enabled: z.boolean(), minSpeechMs: z.int() }),
  initialSilenceMs: z.int(),
  endOfSpeechSilenceMs: z.int(),
  noInputRetries: z.int(),
  dtmf: z.object({
    enabled: z.boolean(),
    maxDigits: z.int(),
    terminator: DtmfTerminatorBodySchema,
    interDigitTimeoutMs: z.int(),
  }),
});
export const WebChatSettingsBodySchema = z.object({
  enabled: z.boolean(),
  allowedOrigins: z.array(z.string().check(z.maxLength(300, 'too_long'))),
  greeting: z.record(z.string(), z.string().check(z.maxLength(500, 'too_long'))),
});
export const WeekdayBodySchema = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export const OpeningRangeBodySchema = z.object({
  day: WeekdayBodySchema,
  from: z
    .string()
    .check(z.maxLength(5, 'too_long'), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/u, 'invalid')),
  to: z
    .string()
    .check(z.maxLength(5, 'too_long'), z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/u, 'invalid')),
});
export const HolidayBodySchema = z.object({
  date: z.string(),
  name: z.string().check(z.maxLength(100, 'too_long')),
});
export const HoursOverrideBodySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  from: z.nullable(
    z.string().check(z.maxLength(5, 'too_long'), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/u, 'invalid')),
  ),
  to: z.nullable(
    z
      .string()
      .check(z.maxLength(5, 'too_long'), z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/u, 'invalid')),
  ),
});
export const ClosedBehaviourBodySchema = z.enum(['message', 'handover', 'voicemail']);
export const BusinessHoursBodySchema = z.object({
  weekly: z.array(OpeningRangeBodySchema),
  holidays: z.array(HolidayBodySchema),
  overrides: z.array(HoursOverrideBodySchema),
  whenClosed: ClosedBehaviourBodySchema,
  closedHandoverTargetId: z.nullable(z.string()),
});
export const HandoverTargetTypeBodySchema = z.enum(['sip', 'phone', 'queue']);
export const HandoverTargetBodySchema = z.object({
  id: z.string(),
  name: z.string().check(z.maxLength(64, 'too_long'), z.minLength(1, 'required')),
  type: HandoverTargetTypeBodySchema,
  address: z.string().check(z.maxLength(200, 'too_long')),
  whenClosed: z.enum(['reject', 'voicemail', 'queue']),
});
export const PrivacySettingsBodySchema = z.object({
  recordCalls: z.boolean(),
  retentionDays: z.int(),
  maskPersonalData: z.boolean(),
});
export const BotConfigSettingsBodySchema = z.object({
  name: z.string().check(z.maxLength(64, 'too_long'), z.minLength(1, 'required')),
  botId: z.string().check(z.maxLength(100, 'too_long')),
  defaultLanguage: LanguageBodySchema,
  languages: z.array(LanguageBodySchema),
  timeZone: z.string().check(z.maxLength(64, 'too_long')),
  speechService: z.string().check(z.maxLength(100, 'too_long')),
  speech: SpeechSettingsBodySchema,
  webChat: WebChatSettingsBodySchema,
  businessHours: BusinessHoursBodySchema,
  handoverTargets: z.array(HandoverTargetBodySchema),
  privacy: PrivacySettingsBodySchema,
});
export const BotConfigUpdateBodySchema = z.intersection(
  BotConfigSettingsBodySchema,
  z.object({ version: z.int() }),
);
export const BotConfigInputBodySchema = BotConfigSettingsBodySchema;
export const PromotionRequestBodySchema = z.object({
  version: z.int(),
  notes: z.string().check(z.maxLength(500, 'too_long')),
});
export const TtsPreviewRequestBodySchema = z.object({
  speechService: z.string().check(z.maxLength(100, 'too_long')),
  voice: z.string().check(z.maxLength(100, 'too_long')),
  language: LanguageBodySchema,
  speakingRate: z.number(),
  text: z.optional(z.string().check(z.maxLength(2000, 'too_long'), z.minLength(1, 'required'))),
});
export const PhoneEnvironmentBodySchema = z.enum(['production', 'staging']);
export const PhoneNumberInputBodySchema = z.object({
  number: z.string().check(z.maxLength(16, 'too_long'), z.regex(/^\+[1-9]\d{6,14}$/u, 'invalid')),
  provider: z.string().check(z.maxLength(64, 'too_long'), z.minLength(1, 'required')),
  environment: PhoneEnvironmentBodySchema,
  label: z.string().check(z.maxLength(64, 'too_long')),
  configId: z.string(),
});
export const PhoneNumberUpdateBodySchema = z.intersection(
  PhoneNumberInputBodySchema,
  z.object({ version: z.int() }),
);
export const WebhookEventBodySchema = z.enum([
  'conversation.started',
  'conversation.ended',
  'conversation.handover',
  'training.completed',
  'training.failed',
  'bot.health_changed',
]);
export const WebhookInputBodySchema = z.object({
  url: z.string().check(z.maxLength(2000, 'too_long')),
  events: z.array(WebhookEventBodySchema),
  enabled: z.boolean(),
});
export const WebhookUpdateBodySchema = z.intersection(
  WebhookInputBodySchema,
  z.object({ version: z.int() }),
);
export const IntentNameBodySchema = z
  .string()
  .check(z.maxLength(80, 'too_long'), z.regex(/^[a-z][a-z0-9_.]*$/u, 'invalid'));
export const EntityNameBodySchema = z
  .string()
  .check(
    z.maxLength(60, 'too_long'),
    z.minLength(1, 'required'),
    z.regex(/^[a-z][a-z0-9_]*$/u, 'invalid'),
  );
export const EntityTagBodySchema = z.object({
  start: z.int(),
  end: z.int(),
  entity: EntityNameBodySchema,
});
export const IntentExampleInputBodySchema = z.object({
  id: z.optional(z.string()),
  text: z.string().check(z.maxLength(500, 'too_long'), z.minLength(1, 'required')),
  language: LanguageBodySchema,
  entities: z.optional(z.array(EntityTagBodySchema)),
});
export const IntentInputBodySchema = z.object({
  name: IntentNameBodySchema,
  description: z.string().check(z.maxLength(500, 'too_long')),
  examples: z.array(IntentExampleInputBodySchema).check(z.maxLength(2000, 'too_long')),
});
export const IntentUpdateBodySchema = z.object({
  name: IntentNameBodySchema,
  description: z.string().check(z.maxLength(500, 'too_long')),
  examples: z.array(IntentExampleInputBodySchema).check(z.maxLength(2000, 'too_long')),
  version: z.int(),
});
export const PredictionRequestBodySchema = z.object({
  text: z.string().check(z.maxLength(500, 'too_long'), z.minLength(1, 'required')),
  language: LanguageBodySchema,
  modelId: z.optional(z.string()),
});
export const ModelActivationBodySchema = z.object({ active: z.boolean(), version: z.int() });
export const FlowTestSourceBodySchema = z.enum(['draft', 'published', 'version']);
export const TestSentenceInputBodySchema = z.object({
  text: z.string().check(z.maxLength(500, 'too_long'), z.minLength(1, 'required')),
  language: LanguageBodySchema,
  intentId: z.string(),
});
export const InboxStatusBodySchema = z.enum(['open', 'assigned', 'ignored']);
export const InboxUpdateBodySchema = z.object({
  status: InboxStatusBodySchema,
  intentId: z.optional(z.string()),
  version: z.int(),
});
export const TrainingDataFormatBodySchema = z.enum(['csv', 'json', 'rasa-yaml']);
export const ImportRequestBodySchema = z.object({
  format: TrainingDataFormatBodySchema,
  mode: z.enum(['merge', 'replace']),
  dryRun: z.boolean(),
  language: z.optional(LanguageBodySchema),
  content: z.string().check(z.maxLength(5000000, 'too_long')),
});
export const EntityKindBodySchema = z.enum(['list', 'regex', 'system']);
export const SystemEntityTypeBodySchema = z.enum([
  'number',
  'date',
  'time',
  'email',
  'phone_number',
  'amount_of_money',
]);
export const EntityValueBodySchema = z.object({
  value: z.string().check(z.maxLength(100, 'too_long'), z.minLength(1, 'required')),
  synonyms: z.array(z.string().check(z.maxLength(100, 'too_long'), z.minLength(1, 'required'))),
});
export const EntityInputBodySchema = z.object({
  name: EntityNameBodySchema,
  kind: EntityKindBodySchema,
  values: z.array(EntityValueBodySchema),
  pattern: z.nullable(z.string().check(z.maxLength(500, 'too_long'))),
  system: z.union([SystemEntityTypeBodySchema, z.null()]),
});
export const EntityUpdateBodySchema = z.intersection(
  EntityInputBodySchema,
  z.object({ version: z.int() }),
);
export const RedeliveryRequestBodySchema = z.object({ deliveryId: z.string() });
export const ApiKeyScopeBodySchema = z.enum([
  'conversations.read',
  'recordings.read',
  'dashboard.read',
  'bots.read',
  'bots.train',
]);
export const ApiKeyInputBodySchema = z.object({
  name: z.string().check(z.maxLength(64, 'too_long'), z.minLength(1, 'required')),
  scopes: z.array(ApiKeyScopeBodySchema),
  expiresAt: z.nullable(z.string()),
});
export const FlowNodeTypeBodySchema = z.enum([
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
export const FlowTemplateBodySchema = z.enum(['blank', 'collectAndConfirm', 'handoverOnRequest']);
export const LanguageTextsBodySchema = z.record(
  z.string(),
  z.string().check(z.maxLength(2000, 'too_long')),
);
export const FlowConditionOperatorBodySchema = z.enum([
  'equals',
  'notEquals',
  'contains',
  'isSet',
  'isEmpty',
  'greaterThan',
  'lessThan',
  'expression',
]);
export const DraftSlotNameBodySchema = z
  .string()
  .check(z.maxLength(60, 'too_long'), z.regex(/^([a-z][a-z0-9_]*)?$/u, 'invalid'));
export const FlowConditionRuleBodySchema = z.object({
  id: z.string().check(z.maxLength(40, 'too_long'), z.minLength(1, 'required')),
  slot: DraftSlotNameBodySchema,
  operator: FlowConditionOperatorBodySchema,
  value: z.string().check(z.maxLength(200, 'too_long')),
  expression: z.optional(z.string().check(z.maxLength(500, 'too_long'))),
});
export const FlowHttpMethodBodySchema = z.enum(['GET', 'POST', 'PUT', 'DELETE']);
export const FlowOutcomeBodySchema = z.enum(['contained', 'abandoned']);
export const FlowButtonBodySchema = z.object({
  id: z.string().check(z.maxLength(40, 'too_long'), z.regex(/^btn-[a-z0-9-]{1,36}$/u, 'invalid')),
  labels: z.record(z.string(), z.string().check(z.maxLength(80, 'too_long'))),
  value: z.string().check(z.maxLength(200, 'too_long'), z.minLength(1, 'required')),
  branch: z.optional(z.boolean()),
});
export const FlowCardBodySchema = z.object({
  titles: z.record(z.string(), z.string().check(z.maxLength(80, 'too_long'))),
  imageUrl: z
    .string()
    .check(z.maxLength(500, 'too_long'), z.regex(/^https:\/\/[^\s]+$/u, 'invalid')),
});
export const FlowDtmfOptionBodySchema = z.object({
  digit: z.string().check(z.maxLength(1, 'too_long'), z.regex(/^[0-9*#]$/u, 'invalid')),
  value: z.string().check(z.maxLength(200, 'too_long'), z.minLength(1, 'required')),
});
export const ApiCallBodyTemplateBodySchema = z.string().check(z.maxLength(4000, 'too_long'));
export const FlowResponseMappingBodySchema = z.object({
  path: z.string().check(z.maxLength(200, 'too_long')),
  slot: DraftSlotNameBodySchema,
});
export const SlotNameBodySchema = z
  .string()
  .check(z.maxLength(60, 'too_long'), z.regex(/^[a-z][a-z0-9_]*$/u, 'invalid'));
export const FlowNodeDataBodySchema = z.object({
  label: z.optional(z.string().check(z.maxLength(80, 'too_long'))),
  texts: z.optional(LanguageTextsBodySchema),
  prompts: z.optional(LanguageTextsBodySchema),
  slot: z.optional(DraftSlotNameBodySchema),
  entity: z.optional(z.string().check(z.maxLength(60, 'too_long'))),
  retries: z.optional(z.int()),
  noInputPrompts: z.optional(LanguageTextsBodySchema),
  noMatchPrompts: z.optional(LanguageTextsBodySchema),
  noAnswerBranch: z.optional(z.boolean()),
  buttons: z.optional(z.array(FlowButtonBodySchema).check(z.maxLength(10, 'too_long'))),
  card: z.optional(FlowCardBodySchema),
  dtmfOptions: z.optional(z.array(FlowDtmfOptionBodySchema).check(z.maxLength(12, 'too_long'))),
  rules: z.optional(z.array(FlowConditionRuleBodySchema)),
  value: z.optional(z.string().check(z.maxLength(200, 'too_long'))),
  integration: z.optional(z.string().check(z.maxLength(60, 'too_long'))),
  method: z.optional(FlowHttpMethodBodySchema),
  path: z.optional(z.string().check(z.maxLength(300, 'too_long'))),
  body: z.optional(ApiCallBodyTemplateBodySchema),
  timeoutMs: z.optional(z.int()),
  responseMapping: z.optional(
    z.array(FlowResponseMappingBodySchema).check(z.maxLength(20, 'too_long')),
  ),
  target: z.optional(z.string().check(z.maxLength(100, 'too_long'))),
  flowId: z.optional(z.string()),
  inputs: z.optional(z.record(z.string(), SlotNameBodySchema)),
  outputs: z.optional(z.record(z.string(), SlotNameBodySchema)),
  outcome: z.optional(FlowOutcomeBodySchema),
});
export const ApiCallTrialRequestBodySchema = z.object({
  integration: z.string().check(z.maxLength(60, 'too_long'), z.minLength(1, 'required')),
  method: FlowHttpMethodBodySchema,
  path: z.string().check(z.maxLength(300, 'too_long'), z.minLength(1, 'required')),
  body: z.optional(ApiCallBodyTemplateBodySchema),
  timeoutMs: z.int(),
  responseMapping: z.optional(
    z.array(FlowResponseMappingBodySchema).check(z.maxLength(20, 'too_long')),
  ),
  slots: z.record(z.string(), z.string().check(z.maxLength(200, 'too_long'))),
});
export const FlowPositionBodySchema = z.object({ x: z.number(), y: z.number() });
export const FlowNodeBodySchema = z.object({
  id: z.string().check(z.maxLength(60, 'too_long'), z.minLength(1, 'required')),
  type: FlowNodeTypeBodySchema,
  position: FlowPositionBodySchema,
  data: FlowNodeDataBodySchema,
});
export const FlowEdgeBodySchema = z.object({
  id: z.string().check(z.maxLength(130, 'too_long'), z.minLength(1, 'required')),
  source: z.string().check(z.maxLength(60, 'too_long')),
  sourceHandle: z.nullable(z.string().check(z.maxLength(40, 'too_long'))),
  target: z.string().check(z.maxLength(60, 'too_long')),
});
export const FlowNameBodySchema = z
  .string()
  .check(z.maxLength(80, 'too_long'), z.minLength(1, 'required'));
export const FlowInputBodySchema = z.object({
  name: FlowNameBodySchema,
  botId: z.string().check(z.minLength(1, 'required')),
  template: z.optional(FlowTemplateBodySchema),
  copyOf: z.optional(z.string().check(z.maxLength(100, 'too_long'))),
});
export const FlowUpdateBodySchema = z.object({
  name: FlowNameBodySchema,
  nodes: z.array(FlowNodeBodySchema).check(z.maxLength(5000, 'too_long')),
  edges: z.array(FlowEdgeBodySchema).check(z.maxLength(20000, 'too_long')),
  version: z.int(),
});
export const FlowPublicationBodySchema = z.object({
  version: z.int(),
  notes: z.string().check(z.maxLength(500, 'too_long')),
  acceptFailing: z.optional(z.boolean()),
});
export const FlowRestorationBodySchema = z.object({
  versionId: z.string().check(z.minLength(1, 'required')),
  version: z.int(),
});
export const SimulatorSourceBodySchema = z.enum(['draft', 'published']);
export const SimulatorStartBodySchema = z.object({
  flowId: z.string().check(z.minLength(1, 'required')),
  source: SimulatorSourceBodySchema,
  startNodeId: z.optional(z.string()),
  versionNumber: z.optional(z.int()),
  language: LanguageBodySchema,
  channel: ChannelBodySchema,
  slots: z.record(z.string(), z.string().check(z.maxLength(200, 'too_long'))),
});
export const SimulatorMessageBodySchema = z.object({
  text: z.optional(z.string().check(z.maxLength(500, 'too_long'), z.minLength(1, 'required'))),
  dtmf: z.optional(
    z.string().check(z.maxLength(20, 'too_long'), z.regex(/^[0-9*#]{1,20}$/u, 'invalid')),
  ),
  button: z.optional(z.string().check(z.maxLength(40, 'too_long'))),
  silence: z.optional(z.boolean()),
});
export const FlowTestTagBodySchema = z
  .string()
  .check(
    z.maxLength(40, 'too_long'),
    z.minLength(1, 'required'),
    z.regex(/^[\p{L}\p{N}_.-]+$/u, 'invalid'),
  );
export const FlowTestReplyBodySchema = z.object({
  text: z.string().check(z.maxLength(2000, 'too_long'), z.minLength(1, 'required')),
  match: z.enum(['exact', 'contains']),
});
export const FlowTestExpectationBodySchema = z.object({
  steps: z.nullable(
    z
      .array(z.string().check(z.maxLength(60, 'too_long'), z.minLength(1, 'required')))
      .check(z.maxLength(50, 'too_long')),
  ),
  reply: z.union([FlowTestReplyBodySchema, z.null()]),
  intent: z.nullable(z.string().check(z.maxLength(80, 'too_long'))),
  slots: z.nullable(z.record(z.string(), z.string().check(z.maxLength(200, 'too_long')))),
});
export const FlowTestTurnBodySchema = z.object({
  said: z.nullable(z.string().check(z.maxLength(500, 'too_long'))),
  expect: FlowTestExpectationBodySchema,
});
export const FlowTestOriginBodySchema = z.object({
  kind: z.enum(['conversation', 'simulator']),
  id: z.string().check(z.maxLength(100, 'too_long')),
});
export const FlowTestFieldsBodySchema = z.object({
  name: z.string().check(z.maxLength(120, 'too_long'), z.minLength(1, 'required')),
  flowId: z.string().check(z.maxLength(100, 'too_long'), z.minLength(1, 'required')),
  tags: z.array(FlowTestTagBodySchema).check(z.maxLength(10, 'too_long')),
  enabled: z.boolean(),
  language: LanguageBodySchema,
  channel: ChannelBodySchema,
  slots: z.record(z.string(), z.string().check(z.maxLength(200, 'too_long'))),
  startNodeId: z.nullable(z.string().check(z.maxLength(60, 'too_long'))),
  turns: z
    .array(FlowTestTurnBodySchema)
    .check(z.maxLength(50, 'too_long'), z.minLength(1, 'required')),
  outcome: z.nullable(z.string().check(z.maxLength(64, 'too_long'))),
  origin: z.optional(z.union([FlowTestOriginBodySchema, z.null()])),
});
export const FlowTestInputBodySchema = FlowTestFieldsBodySchema;
export const FlowTestUpdateBodySchema = z.intersection(
  FlowTestFieldsBodySchema,
  z.object({ version: z.int() }),
);
export const FlowTestRunStartBodySchema = z.object({
  botId: z.string().check(z.maxLength(100, 'too_long'), z.minLength(1, 'required')),
  tag: z.optional(FlowTestTagBodySchema),
  source: FlowTestSourceBodySchema,
  flowId: z.optional(z.string().check(z.maxLength(100, 'too_long'))),
  versionNumber: z.optional(z.int()),
  modelId: z.optional(z.string().check(z.maxLength(100, 'too_long'))),
});
