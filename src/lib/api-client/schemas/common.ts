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
  'invalid_expression',
  'invalid_body',
  'invalid_mapping',
  'invalid_ssml',
]);
export const LanguageSchema = z.enum(['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT']);
export const FlowExpressionFaultSchema = z.enum([
  'required',
  'syntax',
  'unknown_slot',
  'types',
  'not_boolean',
]);
export const FlowSsmlFaultSchema = z.enum([
  'syntax',
  'unknown_tag',
  'unknown_attribute',
  'bad_value',
  'unclosed',
  'unexpected_close',
]);
export const FlowProblemSchema = z.object({
  severity: FlowProblemSeveritySchema,
  code: FlowProblemCodeSchema,
  nodeId: z.optional(z.string()),
  edgeId: z.optional(z.string()),
  handle: z.optional(z.string()),
  slot: z.optional(z.string()),
  language: z.optional(LanguageSchema),
  rule: z.optional(z.string()),
  fault: z.optional(FlowExpressionFaultSchema),
  position: z.optional(z.int()),
  mapping: z.optional(z.int()),
  field: z.optional(z.enum(['texts', 'prompts', 'noInputPrompts', 'noMatchPrompts'])),
  markup: z.optional(FlowSsmlFaultSchema),
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
export const PeriodSchema = z.enum(['today', '7d', '30d', 'custom']);
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
export const FlowTestSourceSchema = z.enum(['draft', 'published', 'version']);
export const FlowTestRunSummarySchema = z.object({
  id: z.string(),
  botId: z.string(),
  tag: z.nullable(z.string()),
  source: FlowTestSourceSchema,
  flowId: z.nullable(z.string()),
  versionNumber: z.nullable(z.int()),
  modelId: z.nullable(z.string()),
  startedAt: z.string(),
  startedBy: z.string(),
  passed: z.int(),
  failed: z.int(),
  stale: z.int(),
});
export const FlowTestRefSchema = z.object({ testId: z.string(), name: z.string() });
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
