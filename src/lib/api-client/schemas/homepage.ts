// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
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
