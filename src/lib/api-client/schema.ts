// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
export type FlowProblemSeverity = 'error' | 'warning';
export type FlowProblemCode =
  | 'no_start'
  | 'several_starts'
  | 'unreachable'
  | 'unwired_output'
  | 'dead_end'
  | 'undefined_slot'
  | 'subflow_cycle'
  | 'missing_text'
  | 'unknown_subflow'
  | 'invalid_expression'
  | 'invalid_body'
  | 'invalid_mapping'
  | 'invalid_ssml';
export type Language = 'de-DE' | 'en-US' | 'ja-JP' | 'fr-FR' | 'it-IT';
/**
 * Why an expression is refused: empty, not CEL (`syntax`), naming a slot the flow never fills (`unknown_slot`), values of types that do not go together (`types`, e.g. a slot compared with a number without `int()`), or not a yes/no (`not_boolean`).
 */
export type FlowExpressionFault = 'required' | 'syntax' | 'unknown_slot' | 'types' | 'not_boolean';
/**
 * Why a text's voice markup is refused: a tag other than break, emphasis, say-as and prosody (`unknown_tag`), an attribute the tag does not take (`unknown_attribute`), a value it does not take (`bad_value`), a tag never closed (`unclosed`), a closing tag without its opening (`unexpected_close`), or a `<` that starts no tag (`syntax`).
 */
export type FlowSsmlFault =
  'syntax' | 'unknown_tag' | 'unknown_attribute' | 'bad_value' | 'unclosed' | 'unexpected_close';
export type Role = 'administrator' | 'editor' | 'analyst' | 'viewer';
export type Channel = 'voice' | 'chat';
export type ChannelFilter = 'all' | 'voice' | 'chat';
export type BotHealth = 'healthy' | 'degraded' | 'down';
export type ActivityKind =
  | 'conversation.handover'
  | 'training.completed'
  | 'training.failed'
  | 'user.invited'
  | 'user.role_changed'
  | 'bot.health_changed';
export type Period = 'today' | '7d' | '30d' | 'custom';
export type Outcome = 'contained' | 'handover' | 'abandoned';
export type Speaker = 'caller' | 'bot' | 'agent';
export type ConversationDetail = ConversationSummary & {
  transcript: TranscriptTurn[];
  /**
   * Voice conversations only.
   */
  recordingUrl: string | null;
};
export type UserStatus = 'active' | 'invited' | 'deactivated';
export type Severity = 'low' | 'normal' | 'high' | 'critical';
export type HealthStatus = 'ok' | 'degraded' | 'down';
/**
 * `draft`: never promoted; `production`: the draft is what runs; `changed`: in production, with draft changes not promoted yet.
 */
export type BotConfigStatus = 'draft' | 'production' | 'changed';
export type DtmfTerminator = '#' | '*' | 'none';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type ClosedBehaviour = 'message' | 'handover' | 'voicemail';
export type HandoverTargetType = 'sip' | 'phone' | 'queue';
export type BotConfigUpdate = BotConfigSettings & {
  /**
   * The version the change is based on.
   */
  version: number;
};
export type BotConfigInput = BotConfigSettings;
export type BotConfig = BotConfigSettings & {
  id: string;
  status: BotConfigStatus;
  /**
   * The draft version that is in production; null when never promoted.
   */
  productionVersion: number | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};
export type BotConfigRevisionKind = 'save' | 'promotion' | 'restore' | 'creation';
export type BotConfigRevisionDetail = BotConfigRevision & {
  config: BotConfigSettings;
};
export type PhoneEnvironment = 'production' | 'staging';
export type PhoneNumberUpdate = PhoneNumberInput & {
  version: number;
};
export type PhoneNumber = PhoneNumberInput & {
  id: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LatencyStage = 'recognition' | 'understanding' | 'flow' | 'synthesis';
export type WebhookEvent =
  | 'conversation.started'
  | 'conversation.ended'
  | 'conversation.handover'
  | 'training.completed'
  | 'training.failed'
  | 'bot.health_changed';
export type WebhookUpdate = WebhookInput & {
  version: number;
};
/**
 * Lower case, digits, `_` and `.`, starting with a letter, e.g. `order.status`.
 */
export type IntentName = string;
/**
 * Where an example came from.
 */
export type ExampleSource = 'manual' | 'import' | 'inbox';
/**
 * Lower case, digits and `_`, starting with a letter, e.g. `product`.
 */
export type EntityName = string;
export type TrainingJobStatus = 'queued' | 'training' | 'done' | 'failed' | 'canceled';
/**
 * What a job is doing; `finished` once it ended, whatever the outcome.
 */
export type TrainingStage = 'waiting' | 'preparing' | 'training' | 'evaluating' | 'finished';
export type FlowTestSource = 'draft' | 'published' | 'version';
export type SimilarExample = ConflictingExample & {
  similarity: number;
};
export type InboxStatus = 'open' | 'assigned' | 'ignored';
/**
 * `csv`: a header `intent,text,language` and one example per row; `json`: `{"intents": [{"name", "description"?, "examples": [{"text", "language"}]}]}`; `rasa-yaml`: Rasa's training-data format (`nlu:` with `- intent:` and `examples: |`), entities written `[text](entity)`, all in the request's `language`.
 */
export type TrainingDataFormat = 'csv' | 'json' | 'rasa-yaml';
/**
 * `list`: values with synonyms; `regex`: a pattern; `system`: a built-in type.
 */
export type EntityKind = 'list' | 'regex' | 'system';
export type SystemEntityType =
  'number' | 'date' | 'time' | 'email' | 'phone_number' | 'amount_of_money';
export type EntityUpdate = EntityInput & {
  /**
   * The version the change is based on.
   */
  version: number;
};
export type Entity = EntityInput & {
  id: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};
export type Webhook = WebhookInput & {
  id: string;
  secret: MaskedSecret;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
};
export type WebhookCreated = Webhook & {
  /**
   * The signing secret; never returned again.
   */
  secretValue: string;
};
export type DeliveryStatus = 'succeeded' | 'failed';
export type ApiKeyScope =
  'conversations.read' | 'recordings.read' | 'dashboard.read' | 'bots.read' | 'bots.train';
export type ApiKeyCreated = ApiKey & {
  /**
   * The whole key; never returned again.
   */
  key: string;
};
export type IncidentStatus = 'open' | 'resolved';
export type IncidentKind = 'elevated_latency' | 'elevated_errors' | 'outage';
/**
 * `changed`: published, with draft changes not published yet.
 */
export type FlowStatus = 'draft' | 'published' | 'changed';
export type FlowNodeType =
  'start' | 'say' | 'ask' | 'condition' | 'setSlot' | 'apiCall' | 'handover' | 'subflow' | 'end';
export type FlowTemplate = 'blank' | 'collectAndConfirm' | 'handoverOnRequest';
export type FlowConditionOperator =
  | 'equals'
  | 'notEquals'
  | 'contains'
  | 'isSet'
  | 'isEmpty'
  | 'greaterThan'
  | 'lessThan'
  | 'expression';
/**
 * A SlotName, or empty while a draft's step has none yet.
 */
export type DraftSlotName = string;
export type FlowHttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type FlowOutcome = 'contained' | 'abandoned';
/**
 * The request body, a JSON template; empty for none. `{slot}` where a value stands becomes the slot's value as a JSON string (`{"order": {order_number}}`); inside a string, its characters (`"Order {order_number}"`). Checked as JSON with the placeholders as values (problem `invalid_body`).
 */
export type ApiCallBodyTemplate = string;
/**
 * A slot as texts (`{order_number}`) and rules name it.
 */
export type SlotName = string;
export type ApiCallOutcome = 'success' | 'error' | 'timeout';
export type FlowName = string;
export type FlowVersion = FlowVersionSummary & {
  name: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
};
export type SimulatorSource = 'draft' | 'published';
export type SimulatorSession = SimulatorStep & {
  id: string;
};
/**
 * A suite's name; letters, digits, `_`, `.` and `-`.
 */
export type FlowTestTag = string;
export type FlowTestInput = FlowTestFields;
export type FlowTestUpdate = FlowTestFields & {
  /**
   * The version the change is based on.
   */
  version: number;
};
export type FlowTest = FlowTestFields & {
  id: string;
  botId: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};
export type FlowTestCheck = 'steps' | 'reply' | 'intent' | 'slots' | 'outcome';
export type FlowTestRun = FlowTestRunSummary & {
  results: FlowTestResult[];
  coverage: FlowCoverage[];
};

/**
 * The body of every 4xx/5xx answer.
 */
export interface ApiError {
  /**
   * English summary, for logs.
   */
  message: string;
  /**
   * Machine-readable, e.g. validation_failed, forbidden, not_found, conflict.
   */
  code: string;
  /**
   * Request field → reason code (required, invalid, too_short, too_long, unknown_value, already_exists).
   */
  fieldErrors?: {
    [k: string]: string | undefined;
  };
  /**
   * With 409 `conflict`, the resource as the server has it now (with its version).
   */
  current?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The failed request's trace id, to find it in the logs (GET /logs?q=).
   */
  traceId?: string;
  /**
   * With `already_exists` field errors, field → the name of the resource that already has the value.
   */
  existingIn?: {
    [k: string]: string | undefined;
  };
  /**
   * With 409 `in_use`, the names of what still uses the resource.
   */
  usedBy?: string[];
  /**
   * With 400 `flow_invalid`, what keeps the flow from being published.
   */
  problems?: FlowProblem[];
}
export interface FlowProblem {
  severity: FlowProblemSeverity;
  code: FlowProblemCode;
  nodeId?: string;
  edgeId?: string;
  /**
   * With `unwired_output`, the output left open.
   */
  handle?: string;
  /**
   * With `undefined_slot`, the slot; with `invalid_expression` and `unknown_slot`, the name.
   */
  slot?: string;
  language?: Language;
  /**
   * With `invalid_expression`, the id of the rule.
   */
  rule?: string;
  fault?: FlowExpressionFault;
  /**
   * With `invalid_expression`, `invalid_body` and `invalid_ssml`, the character (from 0) where the fault starts.
   */
  position?: number;
  /**
   * With `invalid_mapping`, which response mapping (from 0) has no path of keys and indexes or no slot.
   */
  mapping?: number;
  /**
   * With `invalid_ssml`, the text (in `language`) whose markup is refused.
   */
  field?: 'texts' | 'prompts' | 'noInputPrompts' | 'noMatchPrompts';
  markup?: FlowSsmlFault;
}
export interface PortalConfig {
  /**
   * The identity provider's authority.
   */
  NIAM_OIDC_URL: string;
  NIAM_OIDC_CLIENT_ID_PORTAL: string;
  /**
   * A JSON array or a comma-separated string of language tags.
   */
  NEO_LANGUAGES_ENABLED: string[] | string;
}
export interface Me {
  /**
   * The OpenID Connect subject.
   */
  sub: string;
  name: string;
  email: string;
  role: Role;
  /**
   * E.g. users.manage, users.read, conversations.read, recordings.listen.
   */
  permissions: string[];
}
export interface Bot {
  id: string;
  name: string;
  /**
   * The speech provider (e.g. azure-speech); null for a chat-only bot.
   */
  speechService: string | null;
  channels: Channel[];
  lastTrainedAt: string | null;
  health: BotHealth;
}
export interface BotList {
  items: Bot[];
}
export interface Activity {
  id: string;
  kind: ActivityKind;
  at: string;
  /**
   * Who did it; null for the system.
   */
  actor: string | null;
  /**
   * Data, not text: a bot name, an e-mail, an id.
   */
  subject: string;
  /**
   * For conversation.* kinds, the conversation it happened in.
   */
  conversationId?: string;
}
export interface ActivityList {
  items: Activity[];
}
export interface DateRange {
  from: string;
  to: string;
}
export interface IntentCount {
  intent: string;
  count: number;
}
export interface UnrecognizedInput {
  text: string;
  count: number;
  language: Language;
}
export interface TimelinePoint {
  date: string;
  voice: number;
  chat: number;
}
export interface OutcomeCounts {
  contained: number;
  handover: number;
  abandoned: number;
}
export interface DashboardSummary {
  period: DateRange;
  conversations: number;
  containedRate: number;
  handoverRate: number;
  abandonedRate: number;
  averageDurationSeconds: number;
  /**
   * Most frequent first, at most 10.
   */
  topIntents: IntentCount[];
  /**
   * Most frequent first, at most 10.
   */
  unrecognizedInputs: UnrecognizedInput[];
  /**
   * One point per day of the period, oldest first.
   */
  timeline: TimelinePoint[];
  outcomes: OutcomeCounts;
}
export interface ConversationSummary {
  id: string;
  startedAt: string;
  channel: Channel;
  /**
   * Masked and language-neutral, e.g. "+49 *** *** 1234" or "m***a"; the channel is its own field.
   */
  caller: string;
  language: Language;
  outcome: Outcome;
  durationSeconds: number;
  botName: string;
  topIntent: string | null;
}
export interface TranscriptTurn {
  speaker: Speaker;
  text: string;
  at: string;
  /**
   * Caller turns only; null: not recognised.
   */
  intent: string | null;
  confidence: number | null;
  /**
   * Bot turns only, the flow step that spoke; null when unknown.
   */
  step: TranscriptStep | null;
}
export interface TranscriptStep {
  flowId: string;
  /**
   * The published version that ran.
   */
  flowVersion: number;
  nodeId: string;
  /**
   * The slots as they were when the step spoke.
   */
  slots: {
    [k: string]: string | undefined;
  };
}
export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export interface PortalUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  lastSignInAt: string | null;
  /**
   * Grows with every saved change; a save sends the version it was based on.
   */
  version: number;
  updatedAt: string;
  /**
   * Who saved last; null for the system.
   */
  updatedBy: string | null;
}
export interface PortalUserPage {
  items: PortalUser[];
  total: number;
  page: number;
  pageSize: number;
}
export interface InviteUserRequest {
  email: string;
  role: Role;
  name?: string;
}
export interface UpdateUserRequest {
  /**
   * The version the change is based on.
   */
  version: number;
  role?: Role;
  status?: 'active' | 'deactivated';
}
export interface SupportRequestInput {
  subject: string;
  description: string;
  severity: Severity;
  /**
   * Free-form facts the portal adds (version, language, browser…).
   */
  diagnostics?: {
    [k: string]: string | undefined;
  };
}
export interface SupportRequestCreated {
  id: string;
  createdAt: string;
}
export interface HealthComponent {
  /**
   * A platform part (api, telephony, …) or `bot:` and a bot's name.
   */
  name: string;
  /**
   * The bot's id for a bot's entry.
   */
  botId: string | null;
  status: HealthStatus;
  latency: Percentiles;
  /**
   * Share of failed requests over the last 5 minutes; null when unmeasured.
   */
  errorRate: number | null;
  /**
   * Machine-readable reason for a degraded or down state, e.g. `elevated_latency`.
   */
  message: string | null;
  /**
   * When this component was last checked.
   */
  checkedAt: string;
}
/**
 * Response time in milliseconds; null where no request was measured.
 */
export interface Percentiles {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}
export interface Health {
  status: HealthStatus;
  checkedAt: string;
  components: HealthComponent[];
}
export interface SpeechLanguageSettings {
  /**
   * The recogniser's locale, e.g. de-DE or de-CH.
   */
  recognitionLanguage: string;
  /**
   * One of the speech service's models.
   */
  recognitionModel: string;
  /**
   * A voice id of the speech service for this language.
   */
  voice: string;
  speakingRate: number;
}
export interface SpeechSettings {
  /**
   * One entry per enabled language (key = Language).
   */
  languages: {
    [k: string]: SpeechLanguageSettings | undefined;
  };
  bargeIn: {
    enabled: boolean;
    minSpeechMs: number;
  };
  initialSilenceMs: number;
  /**
   * Must be below `initialSilenceMs`.
   */
  endOfSpeechSilenceMs: number;
  noInputRetries: number;
  dtmf: {
    enabled: boolean;
    maxDigits: number;
    terminator: DtmfTerminator;
    interDigitTimeoutMs: number;
  };
}
export interface WebChatSettings {
  enabled: boolean;
  /**
   * Items: An origin such as https://www.example.com.
   */
  allowedOrigins: string[];
  /**
   * The greeting per enabled language (key = Language).
   */
  greeting: {
    [k: string]: string | undefined;
  };
}
export interface OpeningRange {
  day: Weekday;
  /**
   * HH:MM, local time.
   */
  from: string;
  /**
   * HH:MM, after `from`.
   */
  to: string;
}
export interface Holiday {
  date: string;
  name: string;
}
export interface HoursOverride {
  date: string;
  closed: boolean;
  /**
   * HH:MM when open on that day.
   */
  from: string | null;
  to: string | null;
}
export interface BusinessHours {
  /**
   * Opening ranges; ranges of one day do not overlap.
   */
  weekly: OpeningRange[];
  holidays: Holiday[];
  overrides: HoursOverride[];
  whenClosed: ClosedBehaviour;
  /**
   * With `whenClosed` = handover, the target to use.
   */
  closedHandoverTargetId: string | null;
}
export interface HandoverTarget {
  id: string;
  name: string;
  type: HandoverTargetType;
  /**
   * A SIP URI, an E.164 number or a queue name.
   */
  address: string;
  whenClosed: 'reject' | 'voicemail' | 'queue';
}
export interface PrivacySettings {
  recordCalls: boolean;
  retentionDays: number;
  maskPersonalData: boolean;
}
/**
 * Everything an operator edits in a bot configuration.
 */
export interface BotConfigSettings {
  /**
   * Unique; the first one is `default`.
   */
  name: string;
  botId: string;
  defaultLanguage: Language;
  /**
   * The enabled languages, at least one (else 400 `required`).
   */
  languages: Language[];
  /**
   * An IANA time zone, e.g. Europe/Berlin.
   */
  timeZone: string;
  /**
   * A speech service id, e.g. azure-speech.
   */
  speechService: string;
  speech: SpeechSettings;
  webChat: WebChatSettings;
  businessHours: BusinessHours;
  handoverTargets: HandoverTarget[];
  privacy: PrivacySettings;
}
export interface BotConfigList {
  items: BotConfig[];
}
export interface BotConfigRevision {
  id: string;
  /**
   * The draft version this revision holds.
   */
  version: number;
  kind: BotConfigRevisionKind;
  createdAt: string;
  author: string | null;
  notes: string | null;
}
export interface BotConfigRevisionList {
  items: BotConfigRevision[];
}
export interface PromotionRequest {
  version: number;
  notes: string;
}
export interface SpeechService {
  id: string;
  /**
   * A product name, e.g. Azure AI Speech.
   */
  name: string;
  /**
   * Recognition locales it offers.
   */
  languages: string[];
  models: string[];
}
export interface SpeechServiceList {
  items: SpeechService[];
}
export interface Voice {
  id: string;
  name: string;
  language: Language;
  gender: 'female' | 'male' | 'neutral';
}
export interface VoiceList {
  items: Voice[];
}
export interface TtsPreviewRequest {
  speechService: string;
  voice: string;
  language: Language;
  speakingRate: number;
  /**
   * Omitted, the service speaks its own sample sentence in `language`. Voice markup (break, emphasis, say-as, prosody) is spoken as marked; markup that is not valid is refused (400 `invalid` on `text`).
   */
  text?: string;
}
export interface PhoneNumberInput {
  /**
   * E.164.
   */
  number: string;
  provider: string;
  environment: PhoneEnvironment;
  label: string;
  configId: string;
}
export interface PhoneNumberList {
  items: PhoneNumber[];
}
export interface LatencyPoint {
  at: string;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errorRate: number;
}
export interface LatencySeries {
  component: string;
  points: LatencyPoint[];
}
export interface LatencyMetrics {
  period: '24h' | '7d';
  series: LatencySeries[];
}
export interface LogEntry {
  id: string;
  at: string;
  level: LogLevel;
  component: string;
  botId: string | null;
  conversationId: string | null;
  traceId: string | null;
  /**
   * The log line as the service wrote it (English, data).
   */
  message: string;
  attributes: {
    [k: string]: unknown | undefined;
  };
}
export interface LogPage {
  items: LogEntry[];
  /**
   * Pass as `cursor` for the older entries; null at the oldest.
   */
  nextCursor: string | null;
  /**
   * Pass as `since` to tail on from this answer without gaps or repeats.
   */
  latestCursor: string;
}
/**
 * The configuration setting that made a stage long.
 */
export interface LatencySetting {
  configId: string;
  /**
   * The setting's path in the configuration, e.g. `speech.endOfSpeechSilenceMs`.
   */
  path: string;
  value: number;
}
export interface LatencyStageTiming {
  stage: LatencyStage;
  ms: number;
  setting: LatencySetting | null;
}
export interface LatencyTurn {
  /**
   * The caller turn's position in the transcript (1-based).
   */
  turn: number;
  at: string;
  totalMs: number;
  stages: LatencyStageTiming[];
}
export interface ConversationLatency {
  conversationId: string;
  channel: Channel;
  botId: string;
  turns: LatencyTurn[];
}
export interface MaskedSecret {
  hasSecret: boolean;
  last4: string | null;
}
export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}
export interface EntityTag {
  /**
   * First character (UTF-16 index).
   */
  start: number;
  /**
   * One past the last character.
   */
  end: number;
  entity: EntityName;
}
export interface IntentExample {
  id: string;
  text: string;
  language: Language;
  entities: EntityTag[];
  source: ExampleSource;
}
export interface IntentExampleInput {
  /**
   * An existing example's id; none for a new one.
   */
  id?: string;
  text: string;
  language: Language;
  entities?: EntityTag[];
}
/**
 * Examples per language; a language without examples is absent.
 */
export interface ExampleCounts {
  [k: string]: number | undefined;
}
export interface IntentSummary {
  id: string;
  name: IntentName;
  description: string;
  exampleCounts: ExampleCounts;
  /**
   * Enabled languages with fewer than 3 examples.
   */
  problems: number;
  /**
   * Changed since the active model was trained.
   */
  needsTraining: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
export interface Intent {
  id: string;
  name: IntentName;
  description: string;
  examples: IntentExample[];
  needsTraining: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
export interface IntentPage {
  items: IntentSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export interface IntentInput {
  name: IntentName;
  description: string;
  /**
   * @maxItems 2000
   */
  examples: IntentExampleInput[];
}
export interface IntentUpdate {
  name: IntentName;
  description: string;
  /**
   * @maxItems 2000
   */
  examples: IntentExampleInput[];
  /**
   * The version the change is based on.
   */
  version: number;
}
export interface PredictionRequest {
  text: string;
  language: Language;
  /**
   * A model to ask instead of the active one, e.g. before activating it.
   */
  modelId?: string;
}
export interface PredictedIntent {
  intentId: string;
  name: IntentName;
  confidence: number;
}
export interface Prediction {
  /**
   * @maxItems 3
   */
  intents: PredictedIntent[];
  entities: EntityTag[];
}
export interface TrainingProblem {
  intentId: string;
  intentName: string;
  /**
   * None when the intent as a whole is at fault.
   */
  exampleId: string | null;
}
export interface TrainingError {
  /**
   * Machine-readable, e.g. `intent_without_examples`, translated by the portal.
   */
  code: string;
  /**
   * English summary, for logs.
   */
  message: string;
  items: TrainingProblem[];
}
export interface TrainingJob {
  id: string;
  status: TrainingJobStatus;
  stage: TrainingStage;
  progress: number;
  startedAt: string;
  startedBy: string | null;
  finishedAt: string | null;
  error: TrainingError | null;
}
export interface TrainingJobList {
  items: TrainingJob[];
  /**
   * Intents changed since the last job that finished `done`.
   */
  pendingChanges: number;
}
/**
 * Leave-one-out over the model's own examples.
 */
export interface ModelMetrics {
  accuracy: number;
  macroF1: number;
  intents: number;
  examples: number;
}
export interface Model {
  id: string;
  /**
   * None for a model from before the portal.
   */
  trainingJobId: string | null;
  createdAt: string;
  createdBy: string | null;
  active: boolean;
  /**
   * The last time it became active; none if it never was.
   */
  activatedAt: string | null;
  activatedBy: string | null;
  metrics: ModelMetrics;
  version: number;
}
export interface ModelList {
  items: Model[];
}
export interface ModelActivation {
  /**
   * Only `true` (400 otherwise); a model stops being active when another is.
   */
  active: boolean;
  /**
   * The version the decision is based on.
   */
  version: number;
}
export interface IntentRef {
  intentId: string;
  name: string;
}
export interface IntentChange {
  text: string;
  language: Language;
  /**
   * Set for a pinned test sentence.
   */
  testSentenceId: string | null;
  /**
   * The intent a pinned sentence must keep; none for a caller turn.
   */
  expected: IntentRef | null;
  /**
   * What the active model understands; none when it recognises nothing.
   */
  before: PredictedIntent | null;
  /**
   * What this model would understand.
   */
  after: PredictedIntent | null;
}
export interface EvaluationPart {
  checked: number;
  changes: IntentChange[];
}
/**
 * The bots' conversation tests with the published flows, run once with the active model and once with this one (both runs recorded, the flows as callers meet them), compared test by test. Tests whose flow was never published are left out.
 */
export interface ModelTestsEvaluation {
  /**
   * This model's runs, one per bot with enabled tests.
   */
  runs: FlowTestRunSummary[];
  /**
   * Pass with the active model, fail with this one (all failures without an active model).
   */
  newlyFailing: FlowTestRef[];
  newlyPassing: FlowTestRef[];
  stillFailing: FlowTestRef[];
}
export interface FlowTestRunSummary {
  id: string;
  botId: string;
  tag: string | null;
  source: FlowTestSource;
  flowId: string | null;
  versionNumber: number | null;
  /**
   * The model used; null when none was trained.
   */
  modelId: string | null;
  startedAt: string;
  startedBy: string;
  passed: number;
  failed: number;
  stale: number;
}
export interface FlowTestRef {
  testId: string;
  name: string;
}
export interface ModelEvaluation {
  modelId: string;
  /**
   * The active model; none if there is none.
   */
  comparedWith: string | null;
  pinned: EvaluationPart;
  /**
   * Distinct caller turns of the last 30 days.
   */
  recent: EvaluationPart;
  tests: ModelTestsEvaluation;
}
export interface IntentFigures {
  intent: IntentRef;
  /**
   * Of the examples understood as this intent, the share that belong to it (0 when none was).
   */
  precision: number;
  /**
   * Of this intent's examples, the share understood as it.
   */
  recall: number;
  f1: number;
  /**
   * The intent's own examples.
   */
  examples: number;
  /**
   * The examples of any intent the model understood as this one.
   */
  understoodAs: number;
}
export interface ConfusionCell {
  actual: IntentRef;
  /**
   * The intent the model understood; none when it recognised nothing.
   */
  understood: IntentRef | null;
  count: number;
  /**
   * The examples that fell here, the first 50 in the intent's order; empty where the model understood them right (actual and understood the same).
   *
   * @maxItems 50
   */
  examples: ConfusedExample[];
}
export interface ConfusedExample {
  text: string;
  language: Language;
  /**
   * The example as the intent has it now, for a fix; none when it is no longer there (the model learned from the intents as they were).
   */
  exampleId: string | null;
  /**
   * The example of the understood intent (as it is now) worded most like it, when they overlap by at least 75 %: a duplicate or near-duplicate that pulls the understanding two ways.
   */
  alike: SimilarExample | null;
}
export interface ConflictingExample {
  intentId: string;
  intentName: string;
  exampleId: string;
  text: string;
}
export interface ModelReport {
  modelId: string;
  /**
   * Every intent the model learned, in its order.
   */
  intents: IntentFigures[];
  /**
   * The confusion matrix's non-empty cells, row by row (the intent an example belongs to), then by the understood intent in the model's order, nothing recognised last.
   */
  cells: ConfusionCell[];
}
export interface TestSentenceInput {
  text: string;
  language: Language;
  /**
   * The intent the sentence must keep.
   */
  intentId: string;
}
export interface TestSentence {
  id: string;
  text: string;
  language: Language;
  intent: IntentRef;
  createdAt: string;
  createdBy: string | null;
}
export interface TestSentenceList {
  items: TestSentence[];
}
export interface InboxItem {
  id: string;
  text: string;
  language: Language;
  /**
   * Times heard in the period.
   */
  count: number;
  firstSeen: string;
  lastSeen: string;
  /**
   * The latest conversations it was heard in (at most five), newest first.
   */
  conversationIds: string[];
  /**
   * What the active model comes closest to (at most three), most confident first.
   */
  suggestions: PredictedIntent[];
  status: InboxStatus;
  /**
   * The intent it was assigned to.
   */
  intent: IntentRef | null;
  version: number;
  updatedBy: string | null;
}
export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}
export interface InboxUpdate {
  status: InboxStatus;
  /**
   * Needed with `assigned`.
   */
  intentId?: string;
  /**
   * The version the decision is based on.
   */
  version: number;
}
/**
 * `language` is the examples' language for `rasa-yaml` (needed there) and for CSV rows without one.
 */
export interface ImportRequest {
  format: TrainingDataFormat;
  mode: 'merge' | 'replace';
  dryRun: boolean;
  language?: Language;
  /**
   * The file's text (UTF-8).
   */
  content: string;
}
export interface ImportError {
  line: number;
  /**
   * `syntax`, `missing_column`, `intent_name`, `unknown_language`, `empty_text`, `too_long`; translated by the portal.
   */
  code: string;
  /**
   * English, for logs.
   */
  message: string;
}
export interface ImportConflict {
  line: number;
  text: string;
  language: Language;
  /**
   * The intent the file gives it.
   */
  intent: string;
  /**
   * The intent that already has it.
   */
  existingIn: string;
}
export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  /**
   * Examples new to their intent.
   */
  added: number;
  /**
   * Examples their intent already has.
   */
  duplicates: number;
  /**
   * Examples `replace` takes away.
   */
  removed: number;
  newIntents: number;
  conflicts: ImportConflict[];
  errors: ImportError[];
}
export interface EntityValue {
  value: string;
  synonyms: string[];
}
export interface EntityInput {
  name: EntityName;
  kind: EntityKind;
  /**
   * A list entity's values; empty for the other kinds.
   */
  values: EntityValue[];
  /**
   * A regex entity's pattern.
   */
  pattern: string | null;
  /**
   * A system entity's type.
   */
  system: SystemEntityType | null;
}
export interface EntityList {
  items: Entity[];
}
export interface NluConflict {
  language: Language;
  similarity: number;
  first: ConflictingExample;
  second: ConflictingExample;
}
export interface SimilarExampleList {
  /**
   * @maxItems 5
   */
  items: SimilarExample[];
}
export interface NluConflictList {
  items: NluConflict[];
}
export interface WebhookList {
  items: Webhook[];
}
export interface SecretRotation {
  /**
   * The new signing secret; never returned again.
   */
  secretValue: string;
  secret: MaskedSecret;
}
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  /**
   * A WebhookEvent, or `webhook.test` for a test.
   */
  event: string;
  at: string;
  status: DeliveryStatus;
  attempts: number;
  durationMs: number;
  /**
   * Null when no answer came (time-out, refused).
   */
  responseCode: number | null;
  redeliveryOf?: string | null;
}
export interface WebhookDeliveryList {
  items: WebhookDelivery[];
}
export interface RedeliveryRequest {
  deliveryId: string;
}
export interface ApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  /**
   * Null for no expiry.
   */
  expiresAt: string | null;
}
export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /**
   * The key's first characters, to recognise it.
   */
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
}
export interface ApiKeyList {
  items: ApiKey[];
}
export interface BuildInfo {
  apiVersion: string;
  apiBuiltAt: string;
  nluEngine: string;
  speechProviders: string[];
}
export interface Incident {
  id: string;
  component: string;
  kind: IncidentKind;
  status: IncidentStatus;
  startedAt: string;
  resolvedAt: string | null;
}
export interface IncidentList {
  items: Incident[];
}
/**
 * Language tag → text.
 */
export interface LanguageTexts {
  [k: string]: string | undefined;
}
/**
 * One output of a condition node, its handle named by `id`; the first rule that holds wins, else `else`.
 */
export interface FlowConditionRule {
  id: string;
  slot: DraftSlotName;
  operator: FlowConditionOperator;
  value: string;
  /**
   * With the operator `expression` (`slot` and `value` are then unused): a condition in the Common Expression Language (cel.dev) over the flow's slots, each a string, "" while unset, e.g. `int(attempts) > 2 && country in ["DE", "AT"]`. It must be a boolean; one that cannot be evaluated for the values at hand (`int("abc")`) does not hold.
   */
  expression?: string;
}
/**
 * The settings of a node; which apply depends on its type. say: `texts`, `card`. ask: `prompts`, `slot`, `entity`, `retries`, `noInputPrompts`, `noMatchPrompts`, `noAnswerBranch`, `dtmfOptions`, `buttons`, `card`. condition: `rules`. setSlot: `slot`, `value`. apiCall: `integration`, `method`, `path`, `body`, `timeoutMs`, `responseMapping` (outputs `success`, `error`, `timeout`). handover: `target`. subflow: `flowId`, `inputs`, `outputs`. end: `outcome`.
 */
export interface FlowNodeData {
  label?: string;
  texts?: LanguageTexts;
  prompts?: LanguageTexts;
  slot?: DraftSlotName;
  entity?: string;
  retries?: number;
  noInputPrompts?: LanguageTexts;
  noMatchPrompts?: LanguageTexts;
  /**
   * Ask: when the retries run out, go on along its own output `noAnswer` instead of the usual one.
   */
  noAnswerBranch?: boolean;
  /**
   * Ask, in a chat: quick replies shown with the question. A click answers with the button's value (into the slot); a button with `branch` goes on along its own output (its `id`), the others along the question's usual one. On the phone they are not shown.
   *
   * @maxItems 10
   */
  buttons?: FlowButton[];
  card?: FlowCard;
  /**
   * Ask, on the phone: keys the caller may press instead of answering, each giving the slot its value. With options, a key not listed is not understood (the no-match reprompt); without, keyed digits are taken as said.
   *
   * @maxItems 12
   */
  dtmfOptions?: FlowDtmfOption[];
  rules?: FlowConditionRule[];
  value?: string;
  integration?: string;
  method?: FlowHttpMethod;
  /**
   * Where the call goes within the integration; `{slot}` puts a slot's value in, URL-encoded.
   */
  path?: string;
  body?: ApiCallBodyTemplate;
  timeoutMs?: number;
  /**
   * After a successful call, values of the answer into slots, in this order.
   *
   * @maxItems 20
   */
  responseMapping?: FlowResponseMapping[];
  target?: string;
  flowId?: string;
  /**
   * Subflow slot → this flow's slot.
   */
  inputs?: {
    [k: string]: SlotName | undefined;
  };
  /**
   * This flow's slot → subflow slot.
   */
  outputs?: {
    [k: string]: SlotName | undefined;
  };
  outcome?: FlowOutcome;
}
export interface FlowButton {
  id: string;
  /**
   * Language tag → what the button says.
   */
  labels: {
    [k: string]: string | undefined;
  };
  value: string;
  /**
   * Goes on along its own output, named by `id`.
   */
  branch?: boolean;
}
/**
 * Say and Ask in a chat: the text shown as a card with a title and an image; an Ask's buttons are the card's. On the phone only the text is spoken.
 */
export interface FlowCard {
  /**
   * Language tag → the card's title.
   */
  titles: {
    [k: string]: string | undefined;
  };
  imageUrl: string;
}
export interface FlowDtmfOption {
  digit: string;
  value: string;
}
export interface FlowResponseMapping {
  /**
   * Keys and indexes into the answer's JSON, e.g. `order.items[0].name`. Text is taken as it is, numbers and yes/no as text, objects and lists as JSON; a path the answer does not have leaves the slot as it was. Checked with the flow (problem `invalid_mapping`), so a draft may hold a half-written one.
   */
  path: string;
  slot: DraftSlotName;
}
export interface ApiCallTrialRequest {
  integration: string;
  method: FlowHttpMethod;
  path: string;
  body?: ApiCallBodyTemplate;
  timeoutMs: number;
  /**
   * @maxItems 20
   */
  responseMapping?: FlowResponseMapping[];
  /**
   * Slot → the value to try the call with.
   */
  slots: {
    [k: string]: string | undefined;
  };
}
export interface ApiCallTrialMapping {
  path: string;
  slot: string;
  /**
   * What the slot would hold; null where the answer has nothing at the path.
   */
  value: string | null;
}
export interface ApiCallTrial {
  outcome: ApiCallOutcome;
  /**
   * The answer's HTTP status; null after a time-out.
   */
  status: number | null;
  durationMs: number;
  /**
   * The integration and the path with the slots' values.
   */
  url: string;
  /**
   * The body as sent; null without one.
   */
  requestBody: string | null;
  /**
   * The answer's body as received (JSON text); null after a time-out.
   */
  response: string | null;
  /**
   * After a success, what each mapping finds; empty otherwise.
   */
  mapped: ApiCallTrialMapping[];
}
export interface FlowPosition {
  x: number;
  y: number;
}
export interface FlowNode {
  id: string;
  type: FlowNodeType;
  position: FlowPosition;
  data: FlowNodeData;
}
export interface FlowEdge {
  id: string;
  source: string;
  /**
   * The output of the source node (a rule id, `else`, `success`, `error`, `timeout`); null for a node with one output.
   */
  sourceHandle: string | null;
  target: string;
}
export interface FlowValidation {
  problems: FlowProblem[];
}
/**
 * Draft saves since the last publication, and who made them.
 */
export interface FlowUnpublishedChanges {
  count: number;
  authors: string[];
}
export interface FlowSummary {
  id: string;
  name: string;
  botId: string;
  status: FlowStatus;
  /**
   * The number of the latest published version; null before the first.
   */
  publishedVersion: number | null;
  /**
   * Problems of severity error in the draft.
   */
  problems: number;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
export interface FlowPage {
  items: FlowSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export interface Flow {
  id: string;
  name: string;
  botId: string;
  /**
   * The bot's languages; every text is due in each.
   */
  languages: Language[];
  status: FlowStatus;
  publishedVersion: number | null;
  unpublishedChanges: FlowUnpublishedChanges;
  nodes: FlowNode[];
  edges: FlowEdge[];
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
export interface FlowInput {
  name: FlowName;
  botId: string;
  template?: FlowTemplate;
  /**
   * The flow whose draft to copy.
   */
  copyOf?: string;
}
export interface FlowUpdate {
  name: FlowName;
  /**
   * @maxItems 5000
   */
  nodes: FlowNode[];
  /**
   * @maxItems 20000
   */
  edges: FlowEdge[];
  /**
   * The version the change is based on.
   */
  version: number;
}
export interface FlowVersionSummary {
  id: string;
  number: number;
  notes: string;
  publishedAt: string;
  publishedBy: string;
  /**
   * The draft version it was published from.
   */
  draftVersion: number;
  /**
   * The bot's tests at publishing; null when it had none.
   */
  tests: FlowVersionTests | null;
}
export interface FlowVersionTests {
  /**
   * The draft's run of the comparison made at publishing.
   */
  runId: string;
  passed: number;
  failed: number;
  newlyFailing: number;
  /**
   * Who published despite newly failing tests (their reason is the version's notes).
   */
  acceptedBy: string | null;
}
export interface FlowVersionList {
  items: FlowVersionSummary[];
}
export interface FlowPublication {
  version: number;
  notes: string;
  /**
   * Publish although tests newly fail; the notes must then say why.
   */
  acceptFailing?: boolean;
}
export interface FlowRestoration {
  versionId: string;
  /**
   * The draft version being replaced.
   */
  version: number;
}
export interface SimulatorStart {
  flowId: string;
  source: SimulatorSource;
  /**
   * Try from here; the start node when absent.
   */
  startNodeId?: string;
  /**
   * With `published`, that published version (a replay of what ran then); the latest when absent.
   */
  versionNumber?: number;
  language: Language;
  channel: Channel;
  /**
   * Slot values to start with.
   */
  slots: {
    [k: string]: string | undefined;
  };
}
export interface SimulatorTurn {
  speaker: 'bot' | 'caller';
  /**
   * What was said or shown, without voice markup; empty for a caller's silence.
   */
  text: string;
  /**
   * The node that spoke; null for the caller.
   */
  nodeId: string | null;
  /**
   * On the phone, the bot's text with its voice markup, where it has some.
   */
  ssml?: string;
  /**
   * In a chat, the buttons offered with the question.
   *
   * @maxItems 10
   */
  buttons?: SimulatorButton[];
  card?: SimulatorCard;
  /**
   * A caller's turn, how it came.
   */
  input?: 'text' | 'dtmf' | 'button' | 'silence';
}
export interface SimulatorButton {
  id: string;
  label: string;
}
export interface SimulatorCard {
  title: string;
  imageUrl: string;
}
export interface SimulatorUnderstanding {
  /**
   * The recognised intent's name; null for none.
   */
  intent: string | null;
  confidence: number;
}
export interface SimulatorStep {
  /**
   * The turns this step added (the caller's, then the bot's).
   */
  turns: SimulatorTurn[];
  /**
   * Every node visited since the start, in order.
   */
  path: string[];
  slots: {
    [k: string]: string | undefined;
  };
  nlu: SimulatorUnderstanding | null;
  ended: boolean;
  /**
   * How the run ended (contained, abandoned, handover, error); null while it goes on.
   */
  outcome: string | null;
}
/**
 * Exactly one of `text`, `dtmf` (keyed in), `button` (a button of the question clicked, by id; in a chat only) and `silence` (the caller says nothing).
 */
export interface SimulatorMessage {
  text?: string;
  dtmf?: string;
  button?: string;
  /**
   * Must be true: the caller says nothing.
   */
  silence?: boolean;
}
export interface FlowTestReply {
  text: string;
  /**
   * The bot's reply in the turn equals the text, or contains it (case and spacing aside).
   */
  match: 'exact' | 'contains';
}
/**
 * What a turn must bring; a null field is not checked.
 */
export interface FlowTestExpectation {
  /**
   * The steps that speak in the turn (say, ask, handover…), in order.
   *
   * @maxItems 50
   */
  steps: string[] | null;
  reply: FlowTestReply | null;
  /**
   * The intent the caller's words are understood as.
   */
  intent: string | null;
  /**
   * Slots and the values they hold after the turn (others are not checked).
   */
  slots: {
    [k: string]: string | undefined;
  } | null;
}
export interface FlowTestTurn {
  /**
   * The caller's words; null for the first turn, the bot's opening before the caller speaks; empty for silence.
   */
  said: string | null;
  expect: FlowTestExpectation;
}
export interface FlowTestOrigin {
  kind: 'conversation' | 'simulator';
  id: string;
}
export interface FlowTestFields {
  name: string;
  flowId: string;
  /**
   * @maxItems 10
   */
  tags: FlowTestTag[];
  /**
   * Disabled tests are kept but not run.
   */
  enabled: boolean;
  language: Language;
  channel: Channel;
  /**
   * Slot values to start with (a replay from a later turn).
   */
  slots: {
    [k: string]: string | undefined;
  };
  /**
   * The step to start at; null for the flow's start.
   */
  startNodeId: string | null;
  /**
   * @minItems 1
   * @maxItems 50
   */
  turns: FlowTestTurn[];
  /**
   * How the conversation must end (contained, abandoned, handover, error); null is not checked.
   */
  outcome: string | null;
  origin?: FlowTestOrigin | null;
}
export interface FlowTestList {
  items: FlowTest[];
}
export interface FlowTestRunStart {
  botId: string;
  tag?: FlowTestTag;
  source: FlowTestSource;
  /**
   * With `source` `version`, the flow whose past version is run.
   */
  flowId?: string;
  /**
   * With `source` `version`.
   */
  versionNumber?: number;
  /**
   * The model that understands the callers; the active one when absent.
   */
  modelId?: string;
}
export interface FlowTestTurnResult {
  said: string | null;
  /**
   * The steps that spoke in the turn, in order.
   */
  steps: string[];
  /**
   * The bot's turns, one per line.
   */
  reply: string;
  intent: string | null;
  slots: {
    [k: string]: string | undefined;
  };
  /**
   * The turn's expectations that did not hold.
   */
  failed: FlowTestCheck[];
}
export interface FlowTestDivergence {
  /**
   * Index in `turns`.
   */
  turn: number;
  check: FlowTestCheck;
}
export interface FlowTestResult {
  testId: string;
  name: string;
  flowId: string;
  status: 'passed' | 'failed' | 'stale';
  /**
   * With `stale`, the steps the test names that its flow no longer has.
   */
  missingSteps: string[];
  /**
   * As far as the conversation went; empty when stale.
   */
  turns: FlowTestTurnResult[];
  outcome: string | null;
  /**
   * The first expectation that did not hold; null when passed or stale.
   */
  divergence: FlowTestDivergence | null;
}
export interface FlowCoverage {
  flowId: string;
  /**
   * The steps some test visited.
   */
  nodes: string[];
  /**
   * The connections some test followed.
   */
  edges: string[];
  totalNodes: number;
  totalEdges: number;
}
export interface FlowTestRunList {
  items: FlowTestRunSummary[];
}
export interface FlowTestComparison {
  flowId: string;
  draftVersion: number;
  draft: FlowTestRunSummary;
  published: FlowTestRunSummary | null;
  /**
   * Pass with the published version, fail (or are stale) with the draft; all failures when never published.
   */
  newlyFailing: FlowTestRef[];
  newlyPassing: FlowTestRef[];
  stillFailing: FlowTestRef[];
  /**
   * Stale with the draft.
   */
  stale: FlowTestRef[];
}
export const ROLE_VALUES = [
  'administrator',
  'editor',
  'analyst',
  'viewer',
] as const satisfies readonly Role[];
export const CHANNEL_VALUES = ['voice', 'chat'] as const satisfies readonly Channel[];
export const CHANNEL_FILTER_VALUES = [
  'all',
  'voice',
  'chat',
] as const satisfies readonly ChannelFilter[];
export const BOT_HEALTH_VALUES = [
  'healthy',
  'degraded',
  'down',
] as const satisfies readonly BotHealth[];
export const ACTIVITY_KIND_VALUES = [
  'conversation.handover',
  'training.completed',
  'training.failed',
  'user.invited',
  'user.role_changed',
  'bot.health_changed',
] as const satisfies readonly ActivityKind[];
export const PERIOD_VALUES = ['today', '7d', '30d', 'custom'] as const satisfies readonly Period[];
export const OUTCOME_VALUES = [
  'contained',
  'handover',
  'abandoned',
] as const satisfies readonly Outcome[];
export const LANGUAGE_VALUES = [
  'de-DE',
  'en-US',
  'ja-JP',
  'fr-FR',
  'it-IT',
] as const satisfies readonly Language[];
export const SPEAKER_VALUES = ['caller', 'bot', 'agent'] as const satisfies readonly Speaker[];
export const USER_STATUS_VALUES = [
  'active',
  'invited',
  'deactivated',
] as const satisfies readonly UserStatus[];
export const SEVERITY_VALUES = [
  'low',
  'normal',
  'high',
  'critical',
] as const satisfies readonly Severity[];
export const HEALTH_STATUS_VALUES = [
  'ok',
  'degraded',
  'down',
] as const satisfies readonly HealthStatus[];
export const BOT_CONFIG_STATUS_VALUES = [
  'draft',
  'production',
  'changed',
] as const satisfies readonly BotConfigStatus[];
export const DTMF_TERMINATOR_VALUES = [
  '#',
  '*',
  'none',
] as const satisfies readonly DtmfTerminator[];
export const WEEKDAY_VALUES = [
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
] as const satisfies readonly Weekday[];
export const CLOSED_BEHAVIOUR_VALUES = [
  'message',
  'handover',
  'voicemail',
] as const satisfies readonly ClosedBehaviour[];
export const HANDOVER_TARGET_TYPE_VALUES = [
  'sip',
  'phone',
  'queue',
] as const satisfies readonly HandoverTargetType[];
export const BOT_CONFIG_REVISION_KIND_VALUES = [
  'save',
  'promotion',
  'restore',
  'creation',
] as const satisfies readonly BotConfigRevisionKind[];
export const PHONE_ENVIRONMENT_VALUES = [
  'production',
  'staging',
] as const satisfies readonly PhoneEnvironment[];
export const LOG_LEVEL_VALUES = [
  'debug',
  'info',
  'warn',
  'error',
] as const satisfies readonly LogLevel[];
export const LATENCY_STAGE_VALUES = [
  'recognition',
  'understanding',
  'flow',
  'synthesis',
] as const satisfies readonly LatencyStage[];
export const WEBHOOK_EVENT_VALUES = [
  'conversation.started',
  'conversation.ended',
  'conversation.handover',
  'training.completed',
  'training.failed',
  'bot.health_changed',
] as const satisfies readonly WebhookEvent[];
export const EXAMPLE_SOURCE_VALUES = [
  'manual',
  'import',
  'inbox',
] as const satisfies readonly ExampleSource[];
export const TRAINING_JOB_STATUS_VALUES = [
  'queued',
  'training',
  'done',
  'failed',
  'canceled',
] as const satisfies readonly TrainingJobStatus[];
export const TRAINING_STAGE_VALUES = [
  'waiting',
  'preparing',
  'training',
  'evaluating',
  'finished',
] as const satisfies readonly TrainingStage[];
export const INBOX_STATUS_VALUES = [
  'open',
  'assigned',
  'ignored',
] as const satisfies readonly InboxStatus[];
export const TRAINING_DATA_FORMAT_VALUES = [
  'csv',
  'json',
  'rasa-yaml',
] as const satisfies readonly TrainingDataFormat[];
export const ENTITY_KIND_VALUES = [
  'list',
  'regex',
  'system',
] as const satisfies readonly EntityKind[];
export const SYSTEM_ENTITY_TYPE_VALUES = [
  'number',
  'date',
  'time',
  'email',
  'phone_number',
  'amount_of_money',
] as const satisfies readonly SystemEntityType[];
export const DELIVERY_STATUS_VALUES = [
  'succeeded',
  'failed',
] as const satisfies readonly DeliveryStatus[];
export const API_KEY_SCOPE_VALUES = [
  'conversations.read',
  'recordings.read',
  'dashboard.read',
  'bots.read',
  'bots.train',
] as const satisfies readonly ApiKeyScope[];
export const INCIDENT_STATUS_VALUES = [
  'open',
  'resolved',
] as const satisfies readonly IncidentStatus[];
export const INCIDENT_KIND_VALUES = [
  'elevated_latency',
  'elevated_errors',
  'outage',
] as const satisfies readonly IncidentKind[];
export const FLOW_STATUS_VALUES = [
  'draft',
  'published',
  'changed',
] as const satisfies readonly FlowStatus[];
export const FLOW_NODE_TYPE_VALUES = [
  'start',
  'say',
  'ask',
  'condition',
  'setSlot',
  'apiCall',
  'handover',
  'subflow',
  'end',
] as const satisfies readonly FlowNodeType[];
export const FLOW_TEMPLATE_VALUES = [
  'blank',
  'collectAndConfirm',
  'handoverOnRequest',
] as const satisfies readonly FlowTemplate[];
export const FLOW_CONDITION_OPERATOR_VALUES = [
  'equals',
  'notEquals',
  'contains',
  'isSet',
  'isEmpty',
  'greaterThan',
  'lessThan',
  'expression',
] as const satisfies readonly FlowConditionOperator[];
export const FLOW_HTTP_METHOD_VALUES = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
] as const satisfies readonly FlowHttpMethod[];
export const FLOW_OUTCOME_VALUES = [
  'contained',
  'abandoned',
] as const satisfies readonly FlowOutcome[];
export const API_CALL_OUTCOME_VALUES = [
  'success',
  'error',
  'timeout',
] as const satisfies readonly ApiCallOutcome[];
export const FLOW_PROBLEM_SEVERITY_VALUES = [
  'error',
  'warning',
] as const satisfies readonly FlowProblemSeverity[];
export const FLOW_PROBLEM_CODE_VALUES = [
  'no_start',
  'several_starts',
  'unreachable',
  'unwired_output',
  'dead_end',
  'undefined_slot',
  'subflow_cycle',
  'missing_text',
  'unknown_subflow',
  'invalid_expression',
  'invalid_body',
  'invalid_mapping',
  'invalid_ssml',
] as const satisfies readonly FlowProblemCode[];
export const FLOW_EXPRESSION_FAULT_VALUES = [
  'required',
  'syntax',
  'unknown_slot',
  'types',
  'not_boolean',
] as const satisfies readonly FlowExpressionFault[];
export const FLOW_SSML_FAULT_VALUES = [
  'syntax',
  'unknown_tag',
  'unknown_attribute',
  'bad_value',
  'unclosed',
  'unexpected_close',
] as const satisfies readonly FlowSsmlFault[];
export const SIMULATOR_SOURCE_VALUES = [
  'draft',
  'published',
] as const satisfies readonly SimulatorSource[];
export const FLOW_TEST_SOURCE_VALUES = [
  'draft',
  'published',
  'version',
] as const satisfies readonly FlowTestSource[];
export const FLOW_TEST_CHECK_VALUES = [
  'steps',
  'reply',
  'intent',
  'slots',
  'outcome',
] as const satisfies readonly FlowTestCheck[];

// The contract's limits of the texts request bodies carry, by schema and property.
export const INVITE_USER_REQUEST_LIMITS = {
  email: { maxLength: 254 },
  name: { maxLength: 120 },
} as const;
export const SUPPORT_REQUEST_INPUT_LIMITS = {
  subject: { minLength: 3, maxLength: 120 },
  description: { minLength: 10, maxLength: 5000 },
  diagnostics: { maxLength: 500 },
} as const;
export const SPEECH_LANGUAGE_SETTINGS_LIMITS = {
  recognitionLanguage: { maxLength: 35 },
  recognitionModel: { maxLength: 64 },
  voice: { maxLength: 100 },
} as const;
export const WEB_CHAT_SETTINGS_LIMITS = {
  allowedOrigins: { maxLength: 300 },
  greeting: { maxLength: 500 },
} as const;
export const OPENING_RANGE_LIMITS = {
  from: { maxLength: 5, pattern: /^([01]\d|2[0-3]):[0-5]\d$/u },
  to: { maxLength: 5, pattern: /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/u },
} as const;
export const HOLIDAY_LIMITS = { name: { maxLength: 100 } } as const;
export const HOURS_OVERRIDE_LIMITS = {
  from: { maxLength: 5, pattern: /^([01]\d|2[0-3]):[0-5]\d$/u },
  to: { maxLength: 5, pattern: /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/u },
} as const;
export const HANDOVER_TARGET_LIMITS = {
  name: { minLength: 1, maxLength: 64 },
  address: { maxLength: 200 },
} as const;
export const BOT_CONFIG_SETTINGS_LIMITS = {
  name: { minLength: 1, maxLength: 64 },
  botId: { maxLength: 100 },
  timeZone: { maxLength: 64 },
  speechService: { maxLength: 100 },
} as const;
export const PROMOTION_REQUEST_LIMITS = { notes: { maxLength: 500 } } as const;
export const TTS_PREVIEW_REQUEST_LIMITS = {
  speechService: { maxLength: 100 },
  voice: { maxLength: 100 },
  text: { minLength: 1, maxLength: 2000 },
} as const;
export const PHONE_NUMBER_INPUT_LIMITS = {
  number: { maxLength: 16, pattern: /^\+[1-9]\d{6,14}$/u },
  provider: { minLength: 1, maxLength: 64 },
  label: { maxLength: 64 },
} as const;
export const WEBHOOK_INPUT_LIMITS = { url: { maxLength: 2000 } } as const;
export const INTENT_NAME_LIMITS = { maxLength: 80, pattern: /^[a-z][a-z0-9_.]*$/u } as const;
export const ENTITY_TAG_LIMITS = {
  entity: { minLength: 1, maxLength: 60, pattern: /^[a-z][a-z0-9_]*$/u },
} as const;
export const INTENT_EXAMPLE_INPUT_LIMITS = { text: { minLength: 1, maxLength: 500 } } as const;
export const INTENT_INPUT_LIMITS = {
  name: { maxLength: 80, pattern: /^[a-z][a-z0-9_.]*$/u },
  description: { maxLength: 500 },
} as const;
export const INTENT_UPDATE_LIMITS = {
  name: { maxLength: 80, pattern: /^[a-z][a-z0-9_.]*$/u },
  description: { maxLength: 500 },
} as const;
export const PREDICTION_REQUEST_LIMITS = { text: { minLength: 1, maxLength: 500 } } as const;
export const TEST_SENTENCE_INPUT_LIMITS = { text: { minLength: 1, maxLength: 500 } } as const;
export const IMPORT_REQUEST_LIMITS = { content: { maxLength: 5000000 } } as const;
export const ENTITY_NAME_LIMITS = {
  minLength: 1,
  maxLength: 60,
  pattern: /^[a-z][a-z0-9_]*$/u,
} as const;
export const ENTITY_VALUE_LIMITS = {
  value: { minLength: 1, maxLength: 100 },
  synonyms: { minLength: 1, maxLength: 100 },
} as const;
export const ENTITY_INPUT_LIMITS = {
  name: { minLength: 1, maxLength: 60, pattern: /^[a-z][a-z0-9_]*$/u },
  pattern: { maxLength: 500 },
} as const;
export const API_KEY_INPUT_LIMITS = { name: { minLength: 1, maxLength: 64 } } as const;
export const LANGUAGE_TEXTS_LIMITS = { maxLength: 2000 } as const;
export const FLOW_CONDITION_RULE_LIMITS = {
  id: { minLength: 1, maxLength: 40 },
  slot: { maxLength: 60, pattern: /^([a-z][a-z0-9_]*)?$/u },
  value: { maxLength: 200 },
  expression: { maxLength: 500 },
} as const;
export const FLOW_NODE_DATA_LIMITS = {
  label: { maxLength: 80 },
  texts: { maxLength: 2000 },
  prompts: { maxLength: 2000 },
  slot: { maxLength: 60, pattern: /^([a-z][a-z0-9_]*)?$/u },
  entity: { maxLength: 60 },
  noInputPrompts: { maxLength: 2000 },
  noMatchPrompts: { maxLength: 2000 },
  value: { maxLength: 200 },
  integration: { maxLength: 60 },
  path: { maxLength: 300 },
  body: { maxLength: 4000 },
  target: { maxLength: 100 },
  inputs: { maxLength: 60, pattern: /^[a-z][a-z0-9_]*$/u },
  outputs: { maxLength: 60, pattern: /^[a-z][a-z0-9_]*$/u },
} as const;
export const FLOW_BUTTON_LIMITS = {
  id: { maxLength: 40, pattern: /^btn-[a-z0-9-]{1,36}$/u },
  labels: { maxLength: 80 },
  value: { minLength: 1, maxLength: 200 },
} as const;
export const FLOW_CARD_LIMITS = {
  titles: { maxLength: 80 },
  imageUrl: { maxLength: 500, pattern: /^https:\/\/[^\s]+$/u },
} as const;
export const FLOW_DTMF_OPTION_LIMITS = {
  digit: { maxLength: 1, pattern: /^[0-9*#]$/u },
  value: { minLength: 1, maxLength: 200 },
} as const;
export const API_CALL_BODY_TEMPLATE_LIMITS = { maxLength: 4000 } as const;
export const FLOW_RESPONSE_MAPPING_LIMITS = {
  path: { maxLength: 200 },
  slot: { maxLength: 60, pattern: /^([a-z][a-z0-9_]*)?$/u },
} as const;
export const API_CALL_TRIAL_REQUEST_LIMITS = {
  integration: { minLength: 1, maxLength: 60 },
  path: { minLength: 1, maxLength: 300 },
  body: { maxLength: 4000 },
  slots: { maxLength: 200 },
} as const;
export const FLOW_NODE_LIMITS = { id: { minLength: 1, maxLength: 60 } } as const;
export const FLOW_EDGE_LIMITS = {
  id: { minLength: 1, maxLength: 130 },
  source: { maxLength: 60 },
  sourceHandle: { maxLength: 40 },
  target: { maxLength: 60 },
} as const;
export const FLOW_INPUT_LIMITS = {
  name: { minLength: 1, maxLength: 80 },
  botId: { minLength: 1 },
  copyOf: { maxLength: 100 },
} as const;
export const FLOW_NAME_LIMITS = { minLength: 1, maxLength: 80 } as const;
export const SLOT_NAME_LIMITS = { maxLength: 60, pattern: /^[a-z][a-z0-9_]*$/u } as const;
export const DRAFT_SLOT_NAME_LIMITS = { maxLength: 60, pattern: /^([a-z][a-z0-9_]*)?$/u } as const;
export const FLOW_UPDATE_LIMITS = { name: { minLength: 1, maxLength: 80 } } as const;
export const FLOW_PUBLICATION_LIMITS = { notes: { maxLength: 500 } } as const;
export const FLOW_RESTORATION_LIMITS = { versionId: { minLength: 1 } } as const;
export const SIMULATOR_START_LIMITS = {
  flowId: { minLength: 1 },
  slots: { maxLength: 200 },
} as const;
export const SIMULATOR_MESSAGE_LIMITS = {
  text: { minLength: 1, maxLength: 500 },
  dtmf: { maxLength: 20, pattern: /^[0-9*#]{1,20}$/u },
  button: { maxLength: 40 },
} as const;
export const FLOW_TEST_TAG_LIMITS = {
  minLength: 1,
  maxLength: 40,
  pattern: /^[\p{L}\p{N}_.-]+$/u,
} as const;
export const FLOW_TEST_REPLY_LIMITS = { text: { minLength: 1, maxLength: 2000 } } as const;
export const FLOW_TEST_EXPECTATION_LIMITS = {
  steps: { minLength: 1, maxLength: 60 },
  intent: { maxLength: 80 },
  slots: { maxLength: 200 },
} as const;
export const FLOW_TEST_TURN_LIMITS = { said: { maxLength: 500 } } as const;
export const FLOW_TEST_ORIGIN_LIMITS = { id: { maxLength: 100 } } as const;
export const FLOW_TEST_FIELDS_LIMITS = {
  name: { minLength: 1, maxLength: 120 },
  flowId: { minLength: 1, maxLength: 100 },
  tags: { minLength: 1, maxLength: 40, pattern: /^[\p{L}\p{N}_.-]+$/u },
  slots: { maxLength: 200 },
  startNodeId: { maxLength: 60 },
  outcome: { maxLength: 64 },
} as const;
export const FLOW_TEST_RUN_START_LIMITS = {
  botId: { minLength: 1, maxLength: 100 },
  tag: { minLength: 1, maxLength: 40, pattern: /^[\p{L}\p{N}_.-]+$/u },
  flowId: { maxLength: 100 },
  modelId: { maxLength: 100 },
} as const;

/** Every operation of the contract: `<method> <path below /api/v1>` → its query and JSON body. */
export interface ApiOperations {
  'get configs': { query: { scope: 'portal' }; body: undefined };
  'get me': { query: never; body: undefined };
  'get bots': { query: never; body: undefined };
  'get activity': { query: { limit?: number }; body: undefined };
  'get dashboard/summary': {
    query: { period: Period; from?: string; to?: string; channel?: ChannelFilter };
    body: undefined;
  };
  'get conversations': {
    query: {
      page?: number;
      pageSize?: number;
      sort?: `${'startedAt' | 'durationSeconds' | 'outcome' | 'channel' | 'language'}:${'asc' | 'desc'}`;
      period?: Period;
      from?: string;
      to?: string;
      channel?: ChannelFilter;
      outcome?: Outcome;
      language?: Language;
      bot?: string;
      q?: string;
    };
    body: undefined;
  };
  'get conversations/{id}': { query: never; body: undefined };
  'get recordings/{file}': { query: never; body: undefined };
  'get users': {
    query: {
      page?: number;
      pageSize?: number;
      sort?: `${'name' | 'email' | 'role' | 'status' | 'lastSignInAt'}:${'asc' | 'desc'}`;
      q?: string;
      role?: Role;
      status?: UserStatus;
    };
    body: undefined;
  };
  'post users': { query: never; body: InviteUserRequest };
  'put users/{id}': { query: never; body: UpdateUserRequest };
  'delete users/{id}': { query: never; body: undefined };
  'post support/requests': { query: never; body: SupportRequestInput };
  'get health': { query: never; body: undefined };
  'get bot-configs': { query: { botId?: string }; body: undefined };
  'post bot-configs': { query: never; body: BotConfigInput };
  'get bot-configs/{id}': { query: never; body: undefined };
  'put bot-configs/{id}': { query: never; body: BotConfigUpdate };
  'delete bot-configs/{id}': { query: never; body: undefined };
  'get bot-configs/{id}/revisions': { query: never; body: undefined };
  'get bot-configs/{id}/revisions/{revisionId}': { query: never; body: undefined };
  'post bot-configs/{id}/promotions': { query: never; body: PromotionRequest };
  'get speech-services': { query: never; body: undefined };
  'get speech-services/{id}/voices': { query: { language: Language }; body: undefined };
  'post tts-previews': { query: never; body: TtsPreviewRequest };
  'get phone-numbers': { query: { configId?: string }; body: undefined };
  'post phone-numbers': { query: never; body: PhoneNumberInput };
  'put phone-numbers/{id}': { query: never; body: PhoneNumberUpdate };
  'delete phone-numbers/{id}': { query: never; body: undefined };
  'get metrics/latency': { query: { period?: '24h' | '7d'; component?: string }; body: undefined };
  'get logs': {
    query: {
      level?: LogLevel;
      q?: string;
      from?: string;
      to?: string;
      component?: string;
      botId?: string;
      conversationId?: string;
      cursor?: string;
      since?: string;
      limit?: number;
    };
    body: undefined;
  };
  'get conversations/{id}/latency': { query: never; body: undefined };
  'get intents': {
    query: {
      page?: number;
      pageSize?: number;
      sort?: `${'name' | 'updatedAt'}:${'asc' | 'desc'}`;
      q?: string;
    };
    body: undefined;
  };
  'post intents': { query: never; body: IntentInput };
  'get intents/{id}': { query: never; body: undefined };
  'put intents/{id}': { query: never; body: IntentUpdate };
  'delete intents/{id}': { query: never; body: undefined };
  'delete intent-examples/{id}': { query: never; body: undefined };
  'post nlu/predictions': { query: never; body: PredictionRequest };
  'get training-jobs': { query: never; body: undefined };
  'post training-jobs': { query: never; body: undefined };
  'get training-jobs/{id}': { query: never; body: undefined };
  'delete training-jobs/{id}': { query: never; body: undefined };
  'get models': { query: never; body: undefined };
  'put models/{id}': { query: never; body: ModelActivation };
  'post models/{id}/evaluations': { query: never; body: undefined };
  'get models/{id}/report': { query: never; body: undefined };
  'get nlu/test-sentences': { query: never; body: undefined };
  'post nlu/test-sentences': { query: never; body: TestSentenceInput };
  'delete nlu/test-sentences/{id}': { query: never; body: undefined };
  'get nlu/unrecognized': {
    query: {
      page?: number;
      pageSize?: number;
      period?: '7d' | '30d' | '90d';
      language?: Language;
      status?: InboxStatus;
      q?: string;
    };
    body: undefined;
  };
  'put nlu/unrecognized/{id}': { query: never; body: InboxUpdate };
  'post nlu/imports': { query: never; body: ImportRequest };
  'get nlu/exports': { query: { format: TrainingDataFormat; language: Language }; body: undefined };
  'get entities': { query: never; body: undefined };
  'post entities': { query: never; body: EntityInput };
  'put entities/{id}': { query: never; body: EntityUpdate };
  'delete entities/{id}': { query: never; body: undefined };
  'get nlu/similar-examples': {
    query: { text: string; language: Language; intentId?: string };
    body: undefined;
  };
  'get nlu/conflicts': { query: never; body: undefined };
  'get webhooks': { query: never; body: undefined };
  'post webhooks': { query: never; body: WebhookInput };
  'put webhooks/{id}': { query: never; body: WebhookUpdate };
  'delete webhooks/{id}': { query: never; body: undefined };
  'post webhooks/{id}/tests': { query: never; body: undefined };
  'get webhooks/{id}/deliveries': { query: never; body: undefined };
  'post webhooks/{id}/redeliveries': { query: never; body: RedeliveryRequest };
  'post webhooks/{id}/secret-rotations': { query: never; body: undefined };
  'get api-keys': { query: never; body: undefined };
  'post api-keys': { query: never; body: ApiKeyInput };
  'delete api-keys/{id}': { query: never; body: undefined };
  'get build-info': { query: never; body: undefined };
  'get incidents': { query: { status?: IncidentStatus }; body: undefined };
  'get flows': {
    query: {
      page?: number;
      pageSize?: number;
      sort?: `${'name' | 'updatedAt'}:${'asc' | 'desc'}`;
      q?: string;
      botId?: string;
      status?: FlowStatus;
    };
    body: undefined;
  };
  'post flows': { query: never; body: FlowInput };
  'get flows/{id}': { query: never; body: undefined };
  'put flows/{id}': { query: never; body: FlowUpdate };
  'delete flows/{id}': { query: never; body: undefined };
  'post flows/{id}/validation': { query: never; body: undefined };
  'get flows/{id}/versions': { query: never; body: undefined };
  'get flows/{id}/versions/{versionId}': { query: never; body: undefined };
  'post flows/{id}/publications': { query: never; body: FlowPublication };
  'post flows/{id}/restorations': { query: never; body: FlowRestoration };
  'post simulator/sessions': { query: never; body: SimulatorStart };
  'post simulator/api-calls': { query: never; body: ApiCallTrialRequest };
  'delete simulator/sessions/{id}': { query: never; body: undefined };
  'post simulator/sessions/{id}/messages': { query: never; body: SimulatorMessage };
  'get flow-tests': { query: { botId: string; tag?: string }; body: undefined };
  'post flow-tests': { query: never; body: FlowTestInput };
  'get flow-tests/{id}': { query: never; body: undefined };
  'put flow-tests/{id}': { query: never; body: FlowTestUpdate };
  'delete flow-tests/{id}': { query: never; body: undefined };
  'get flow-test-runs': { query: { botId: string; tag?: string }; body: undefined };
  'post flow-test-runs': { query: never; body: FlowTestRunStart };
  'get flow-test-runs/{id}': { query: never; body: undefined };
  'post flows/{id}/test-comparisons': { query: never; body: undefined };
}
