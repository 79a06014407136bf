// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
export const FlowProblemSeveritySchema = z.enum(['error', 'warning']);
export const FlowProblemCodeSchema = z.enum([
  'no_start',
  'several_starts',
  'unreachable',
  'unwired_output',
  'dead_end',
  'undefined_slot',
  'subflow_cycle',
  'missing_text',
  'unknown_subflow',
]);
export const LanguageSchema = z.enum(['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT']);
export const FlowProblemSchema = z.object({
  severity: FlowProblemSeveritySchema,
  code: FlowProblemCodeSchema,
  nodeId: z.optional(z.string()),
  edgeId: z.optional(z.string()),
  handle: z.optional(z.string()),
  slot: z.optional(z.string()),
  language: z.optional(LanguageSchema),
});
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.record(z.string(), z.unknown())),
  traceId: z.optional(z.string()),
  existingIn: z.optional(z.record(z.string(), z.string())),
  usedBy: z.optional(z.array(z.string())),
  problems: z.optional(z.array(FlowProblemSchema)),
});
export const PortalConfigSchema = z.object({
  NIAM_OIDC_URL: z.string(),
  NIAM_OIDC_CLIENT_ID_PORTAL: z.string(),
  NEO_LANGUAGES_ENABLED: z.union([z.array(z.string()), z.string()]),
});
export const RoleSchema = z.enum(['administrator', 'editor', 'analyst', 'viewer']);
export const MeSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  permissions: z.array(z.string()),
});
export const ChannelSchema = z.enum(['voice', 'chat']);
export const ChannelFilterSchema = z.enum(['all', 'voice', 'chat']);
export const BotHealthSchema = z.enum(['healthy', 'degraded', 'down']);
export const BotSchema = z.object({
  id: z.string(),
  name: z.string(),
  speechService: z.nullable(z.string()),
  channels: z.array(ChannelSchema),
  lastTrainedAt: z.nullable(z.string()),
  health: BotHealthSchema,
});
export const BotListSchema = z.object({ items: z.array(BotSchema) });
export const ActivityKindSchema = z.enum([
  'conversation.handover',
  'training.completed',
  'training.failed',
  'user.invited',
  'user.role_changed',
  'bot.health_changed',
]);
export const ActivitySchema = z.object({
  id: z.string(),
  kind: ActivityKindSchema,
  at: z.string(),
  actor: z.nullable(z.string()),
  subject: z.string(),
  conversationId: z.optional(z.string()),
});
export const ActivityListSchema = z.object({ items: z.array(ActivitySchema) });
export const PeriodSchema = z.enum(['today', '7d', '30d', 'custom']);
export const DateRangeSchema = z.object({ from: z.string(), to: z.string() });
export const IntentCountSchema = z.object({ intent: z.string(), count: z.int() });
export const UnrecognizedInputSchema = z.object({
  text: z.string(),
  count: z.int(),
  language: LanguageSchema,
});
export const TimelinePointSchema = z.object({ date: z.string(), voice: z.int(), chat: z.int() });
export const OutcomeCountsSchema = z.object({
  contained: z.int(),
  handover: z.int(),
  abandoned: z.int(),
});
export const DashboardSummarySchema = z.object({
  period: DateRangeSchema,
  conversations: z.int(),
  containedRate: z.number(),
  handoverRate: z.number(),
  abandonedRate: z.number(),
  averageDurationSeconds: z.number(),
  topIntents: z.array(IntentCountSchema),
  unrecognizedInputs: z.array(UnrecognizedInputSchema),
  timeline: z.array(TimelinePointSchema),
  outcomes: OutcomeCountsSchema,
});
export const OutcomeSchema = z.enum(['contained', 'handover', 'abandoned']);
export const ConversationSummarySchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  channel: ChannelSchema,
  caller: z.string(),
  language: LanguageSchema,
  outcome: OutcomeSchema,
  durationSeconds: z.int(),
  botName: z.string(),
  topIntent: z.nullable(z.string()),
});
export const SpeakerSchema = z.enum(['caller', 'bot', 'agent']);
export const TranscriptTurnSchema = z.object({
  speaker: SpeakerSchema,
  text: z.string(),
  at: z.string(),
  intent: z.nullable(z.string()),
  confidence: z.nullable(z.number()),
});
export const ConversationDetailSchema = z.intersection(
  ConversationSummarySchema,
  z.object({ transcript: z.array(TranscriptTurnSchema), recordingUrl: z.nullable(z.string()) }),
);
export const ConversationPageSchema = z.object({
  items: z.array(ConversationSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const UserStatusSchema = z.enum(['active', 'invited', 'deactivated']);
export const PortalUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  lastSignInAt: z.nullable(z.string()),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const PortalUserPageSchema = z.object({
  items: z.array(PortalUserSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const InviteUserRequestSchema = z.object({
  email: z.string(),
  role: RoleSchema,
  name: z.optional(z.string()),
});
export const UpdateUserRequestSchema = z.object({
  version: z.int(),
  role: z.optional(RoleSchema),
  status: z.optional(z.enum(['active', 'deactivated'])),
});
export const SeveritySchema = z.enum(['low', 'normal', 'high', 'critical']);
export const SupportRequestInputSchema = z.object({
  subject: z.string(),
  description: z.string(),
  severity: SeveritySchema,
  diagnostics: z.optional(z.record(z.string(), z.string())),
});
export const SupportRequestCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
export const HealthStatusSchema = z.enum(['ok', 'degraded', 'down']);
export const PercentilesSchema = z.object({
  p50: z.nullable(z.number()),
  p95: z.nullable(z.number()),
  p99: z.nullable(z.number()),
});
export const HealthComponentSchema = z.object({
  name: z.string(),
  botId: z.nullable(z.string()),
  status: HealthStatusSchema,
  latency: PercentilesSchema,
  errorRate: z.nullable(z.number()),
  message: z.nullable(z.string()),
  checkedAt: z.string(),
});
export const HealthSchema = z.object({
  status: HealthStatusSchema,
  checkedAt: z.string(),
  components: z.array(HealthComponentSchema),
});
export const BotConfigStatusSchema = z.enum(['draft', 'production', 'changed']);
export const DtmfTerminatorSchema = z.enum(['#', '*', 'none']);
export const SpeechLanguageSettingsSchema = z.object({
  recognitionLanguage: z.string(),
  recognitionModel: z.string(),
  voice: z.string(),
  speakingRate: z.number(),
});
export const SpeechSettingsSchema = z.object({
  languages: z.record(z.string(), SpeechLanguageSettingsSchema),
  bargeIn: z.object({ enabled: z.boolean(), minSpeechMs: z.int() }),
  initialSilenceMs: z.int(),
  endOfSpeechSilenceMs: z.int(),
  noInputRetries: z.int(),
  dtmf: z.object({
    enabled: z.boolean(),
    maxDigits: z.int(),
    terminator: DtmfTerminatorSchema,
    interDigitTimeoutMs: z.int(),
  }),
});
export const WebChatSettingsSchema = z.object({
  enabled: z.boolean(),
  allowedOrigins: z.array(z.string()),
  greeting: z.record(z.string(), z.string()),
});
export const WeekdaySchema = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export const OpeningRangeSchema = z.object({
  day: WeekdaySchema,
  from: z.string(),
  to: z.string(),
});
export const HolidaySchema = z.object({ date: z.string(), name: z.string() });
export const HoursOverrideSchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});
export const ClosedBehaviourSchema = z.enum(['message', 'handover', 'voicemail']);
export const BusinessHoursSchema = z.object({
  weekly: z.array(OpeningRangeSchema),
  holidays: z.array(HolidaySchema),
  overrides: z.array(HoursOverrideSchema),
  whenClosed: ClosedBehaviourSchema,
  closedHandoverTargetId: z.nullable(z.string()),
});
export const HandoverTargetTypeSchema = z.enum(['sip', 'phone', 'queue']);
export const HandoverTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: HandoverTargetTypeSchema,
  address: z.string(),
  whenClosed: z.enum(['reject', 'voicemail', 'queue']),
});
export const PrivacySettingsSchema = z.object({
  recordCalls: z.boolean(),
  retentionDays: z.int(),
  maskPersonalData: z.boolean(),
});
export const BotConfigSettingsSchema = z.object({
  name: z.string(),
  botId: z.string(),
  defaultLanguage: LanguageSchema,
  languages: z.array(LanguageSchema),
  timeZone: z.string(),
  speechService: z.string(),
  speech: SpeechSettingsSchema,
  webChat: WebChatSettingsSchema,
  businessHours: BusinessHoursSchema,
  handoverTargets: z.array(HandoverTargetSchema),
  privacy: PrivacySettingsSchema,
});
export const BotConfigUpdateSchema = z.intersection(
  BotConfigSettingsSchema,
  z.object({ version: z.int() }),
);
export const BotConfigInputSchema = BotConfigSettingsSchema;
export const BotConfigSchema = z.intersection(
  BotConfigSettingsSchema,
  z.object({
    id: z.string(),
    status: BotConfigStatusSchema,
    productionVersion: z.nullable(z.int()),
    version: z.int(),
    updatedAt: z.string(),
    updatedBy: z.nullable(z.string()),
  }),
);
export const BotConfigListSchema = z.object({ items: z.array(BotConfigSchema) });
export const BotConfigRevisionKindSchema = z.enum(['save', 'promotion', 'restore', 'creation']);
export const BotConfigRevisionSchema = z.object({
  id: z.string(),
  version: z.int(),
  kind: BotConfigRevisionKindSchema,
  createdAt: z.string(),
  author: z.nullable(z.string()),
  notes: z.nullable(z.string()),
});
export const BotConfigRevisionListSchema = z.object({ items: z.array(BotConfigRevisionSchema) });
export const BotConfigRevisionDetailSchema = z.intersection(
  BotConfigRevisionSchema,
  z.object({ config: BotConfigSettingsSchema }),
);
export const PromotionRequestSchema = z.object({ version: z.int(), notes: z.string() });
export const SpeechServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  languages: z.array(z.string()),
  models: z.array(z.string()),
});
export const SpeechServiceListSchema = z.object({ items: z.array(SpeechServiceSchema) });
export const VoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: LanguageSchema,
  gender: z.enum(['female', 'male', 'neutral']),
});
export const VoiceListSchema = z.object({ items: z.array(VoiceSchema) });
export const TtsPreviewRequestSchema = z.object({
  speechService: z.string(),
  voice: z.string(),
  language: LanguageSchema,
  speakingRate: z.number(),
  text: z.optional(z.string()),
});
export const PhoneEnvironmentSchema = z.enum(['production', 'staging']);
export const PhoneNumberInputSchema = z.object({
  number: z.string(),
  provider: z.string(),
  environment: PhoneEnvironmentSchema,
  label: z.string(),
  configId: z.string(),
});
export const PhoneNumberUpdateSchema = z.intersection(
  PhoneNumberInputSchema,
  z.object({ version: z.int() }),
);
export const PhoneNumberSchema = z.intersection(
  PhoneNumberInputSchema,
  z.object({
    id: z.string(),
    version: z.int(),
    updatedAt: z.string(),
    updatedBy: z.nullable(z.string()),
  }),
);
export const PhoneNumberListSchema = z.object({ items: z.array(PhoneNumberSchema) });
export const LatencyPointSchema = z.object({
  at: z.string(),
  p50: z.nullable(z.number()),
  p95: z.nullable(z.number()),
  p99: z.nullable(z.number()),
  errorRate: z.number(),
});
export const LatencySeriesSchema = z.object({
  component: z.string(),
  points: z.array(LatencyPointSchema),
});
export const LatencyMetricsSchema = z.object({
  period: z.enum(['24h', '7d']),
  series: z.array(LatencySeriesSchema),
});
export const LogLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);
export const LogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  level: LogLevelSchema,
  component: z.string(),
  botId: z.nullable(z.string()),
  conversationId: z.nullable(z.string()),
  traceId: z.nullable(z.string()),
  message: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export const LogPageSchema = z.object({
  items: z.array(LogEntrySchema),
  nextCursor: z.nullable(z.string()),
  latestCursor: z.string(),
});
export const LatencyStageSchema = z.enum(['recognition', 'understanding', 'flow', 'synthesis']);
export const LatencySettingSchema = z.object({
  configId: z.string(),
  path: z.string(),
  value: z.number(),
});
export const LatencyStageTimingSchema = z.object({
  stage: LatencyStageSchema,
  ms: z.int(),
  setting: z.union([LatencySettingSchema, z.null()]),
});
export const LatencyTurnSchema = z.object({
  turn: z.int(),
  at: z.string(),
  totalMs: z.int(),
  stages: z.array(LatencyStageTimingSchema),
});
export const ConversationLatencySchema = z.object({
  conversationId: z.string(),
  channel: ChannelSchema,
  botId: z.string(),
  turns: z.array(LatencyTurnSchema),
});
export const WebhookEventSchema = z.enum([
  'conversation.started',
  'conversation.ended',
  'conversation.handover',
  'training.completed',
  'training.failed',
  'bot.health_changed',
]);
export const MaskedSecretSchema = z.object({
  hasSecret: z.boolean(),
  last4: z.nullable(z.string()),
});
export const WebhookInputSchema = z.object({
  url: z.string(),
  events: z.array(WebhookEventSchema),
  enabled: z.boolean(),
});
export const WebhookUpdateSchema = z.intersection(
  WebhookInputSchema,
  z.object({ version: z.int() }),
);
export const IntentNameSchema = z.string();
export const ExampleSourceSchema = z.enum(['manual', 'import', 'inbox']);
export const EntityTagSchema = z.object({ start: z.int(), end: z.int(), entity: z.string() });
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
export const ModelEvaluationSchema = z.object({
  modelId: z.string(),
  comparedWith: z.nullable(z.string()),
  pinned: EvaluationPartSchema,
  recent: EvaluationPartSchema,
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
  name: z.string(),
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
export const ConflictingExampleSchema = z.object({
  intentId: z.string(),
  intentName: z.string(),
  exampleId: z.string(),
  text: z.string(),
});
export const NluConflictSchema = z.object({
  language: LanguageSchema,
  similarity: z.number(),
  first: ConflictingExampleSchema,
  second: ConflictingExampleSchema,
});
export const NluConflictListSchema = z.object({ items: z.array(NluConflictSchema) });
export const WebhookSchema = z.intersection(
  WebhookInputSchema,
  z.object({
    id: z.string(),
    secret: MaskedSecretSchema,
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.nullable(z.string()),
  }),
);
export const WebhookCreatedSchema = z.intersection(
  WebhookSchema,
  z.object({ secretValue: z.string() }),
);
export const WebhookListSchema = z.object({ items: z.array(WebhookSchema) });
export const SecretRotationSchema = z.object({
  secretValue: z.string(),
  secret: MaskedSecretSchema,
});
export const DeliveryStatusSchema = z.enum(['succeeded', 'failed']);
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  event: z.string(),
  at: z.string(),
  status: DeliveryStatusSchema,
  attempts: z.int(),
  durationMs: z.int(),
  responseCode: z.nullable(z.int()),
  redeliveryOf: z.optional(z.nullable(z.string())),
});
export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) });
export const RedeliveryRequestSchema = z.object({ deliveryId: z.string() });
export const ApiKeyScopeSchema = z.enum([
  'conversations.read',
  'recordings.read',
  'dashboard.read',
  'bots.read',
  'bots.train',
]);
export const ApiKeyInputSchema = z.object({
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  expiresAt: z.nullable(z.string()),
});
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});
export const ApiKeyCreatedSchema = z.intersection(ApiKeySchema, z.object({ key: z.string() }));
export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export const BuildInfoSchema = z.object({
  apiVersion: z.string(),
  apiBuiltAt: z.string(),
  nluEngine: z.string(),
  speechProviders: z.array(z.string()),
});
export const IncidentStatusSchema = z.enum(['open', 'resolved']);
export const IncidentKindSchema = z.enum(['elevated_latency', 'elevated_errors', 'outage']);
export const IncidentSchema = z.object({
  id: z.string(),
  component: z.string(),
  kind: IncidentKindSchema,
  status: IncidentStatusSchema,
  startedAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export const IncidentListSchema = z.object({ items: z.array(IncidentSchema) });
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
]);
export const FlowConditionRuleSchema = z.object({
  id: z.string(),
  slot: z.string(),
  operator: FlowConditionOperatorSchema,
  value: z.string(),
});
export const FlowHttpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'DELETE']);
export const FlowOutcomeSchema = z.enum(['contained', 'abandoned']);
export const FlowNodeDataSchema = z.object({
  label: z.optional(z.string()),
  texts: z.optional(LanguageTextsSchema),
  prompts: z.optional(LanguageTextsSchema),
  slot: z.optional(z.string()),
  entity: z.optional(z.string()),
  retries: z.optional(z.int()),
  noInputPrompts: z.optional(LanguageTextsSchema),
  noMatchPrompts: z.optional(LanguageTextsSchema),
  rules: z.optional(z.array(FlowConditionRuleSchema)),
  value: z.optional(z.string()),
  integration: z.optional(z.string()),
  method: z.optional(FlowHttpMethodSchema),
  path: z.optional(z.string()),
  timeoutMs: z.optional(z.int()),
  target: z.optional(z.string()),
  flowId: z.optional(z.string()),
  inputs: z.optional(z.record(z.string(), z.string())),
  outputs: z.optional(z.record(z.string(), z.string())),
  outcome: z.optional(FlowOutcomeSchema),
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
export const FlowVersionSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  notes: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  draftVersion: z.int(),
});
export const FlowVersionListSchema = z.object({ items: z.array(FlowVersionSummarySchema) });
export const FlowVersionSchema = z.intersection(
  FlowVersionSummarySchema,
  z.object({ name: z.string(), nodes: z.array(FlowNodeSchema), edges: z.array(FlowEdgeSchema) }),
);
export const FlowPublicationSchema = z.object({ version: z.int(), notes: z.string() });
export const FlowRestorationSchema = z.object({ versionId: z.string(), version: z.int() });
export const SimulatorSourceSchema = z.enum(['draft', 'published']);
export const SimulatorStartSchema = z.object({
  flowId: z.string(),
  source: SimulatorSourceSchema,
  startNodeId: z.optional(z.string()),
  language: LanguageSchema,
  channel: ChannelSchema,
  slots: z.record(z.string(), z.string()),
});
export const SimulatorTurnSchema = z.object({
  speaker: z.enum(['bot', 'caller']),
  text: z.string(),
  nodeId: z.nullable(z.string()),
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
});
