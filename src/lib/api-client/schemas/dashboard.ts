// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { LanguageSchema } from './common';
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
