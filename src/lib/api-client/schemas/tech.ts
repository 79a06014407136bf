// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { ChannelSchema } from './common';
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
