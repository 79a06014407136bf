// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
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
export type Language = 'de-DE' | 'en-US' | 'ja-JP' | 'fr-FR' | 'it-IT';
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
  name: string;
  status: HealthStatus;
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
   * Omitted, the service speaks its own sample sentence in `language`.
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
