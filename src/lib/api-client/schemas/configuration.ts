// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { LanguageSchema } from './common';
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
