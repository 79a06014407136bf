// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
export const SeveritySchema = z.enum(['low', 'normal', 'high', 'critical']);
export const SupportRequestInputSchema = z.object({
  subject: z.string(),
  description: z.string(),
  severity: SeveritySchema,
  diagnostics: z.optional(z.record(z.string(), z.string())),
});
export const SupportRequestCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
