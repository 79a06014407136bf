// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { ChannelSchema, LanguageSchema } from './common';
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
export const TranscriptStepSchema = z.object({
  flowId: z.string(),
  flowVersion: z.int(),
  nodeId: z.string(),
  slots: z.record(z.string(), z.string()),
});
export const TranscriptTurnSchema = z.object({
  speaker: SpeakerSchema,
  text: z.string(),
  at: z.string(),
  intent: z.nullable(z.string()),
  confidence: z.nullable(z.number()),
  step: z.union([TranscriptStepSchema, z.null()]),
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
