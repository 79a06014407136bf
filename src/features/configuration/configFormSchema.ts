import { z } from 'zod/mini';
import type { BotConfigSettings } from '../../lib/api-client/schema';
import { LANGUAGE_VALUES } from '../../lib/api-client/schema';
import { isValidTimeZone } from '../../lib/preferences';
import { invalidRanges } from './businessHours';
import { isE164 } from './e164';

/**
 * Reason codes as the server sends them (`required`, `invalid`, `too_long`, `unknown_value`), plus
 * the configuration's own cross-field reasons; the form translates them at the field.
 */
export const CONFIG_REASONS = {
  silenceOrder: 'silence_order',
  rangeOrder: 'range_order',
  rangeOverlap: 'range_overlap',
  notEnabled: 'not_enabled',
  e164: 'e164',
  origin: 'origin',
  sipUri: 'sip_uri',
} as const;

const whole = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, 'invalid'));

const text = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(max, 'too_long'),
  );

const time = z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'invalid'));

const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

const speechLanguage = z.object({
  recognitionLanguage: text(35),
  recognitionModel: text(64),
  voice: text(100),
  speakingRate: z.number('invalid').check(z.refine((rate) => rate >= 0.5 && rate <= 2, 'invalid')),
});

const handoverTarget = z.object({
  id: z.string(),
  name: text(64),
  type: z.enum(['sip', 'phone', 'queue']),
  address: text(200),
  whenClosed: z.enum(['reject', 'voicemail', 'queue']),
});

type Issue = { path: (string | number)[]; message: string };

/** The rules that span fields; each issue names the field the person has to change. */
export function crossFieldIssues(config: BotConfigSettings): Issue[] {
  const issues: Issue[] = [];
  if (!config.languages.includes(config.defaultLanguage)) {
    issues.push({ path: ['defaultLanguage'], message: CONFIG_REASONS.notEnabled });
  }
  for (const language of config.languages) {
    if (!config.speech.languages[language]) {
      issues.push({ path: ['speech', 'languages', language, 'voice'], message: 'required' });
    }
  }
  if (config.speech.endOfSpeechSilenceMs >= config.speech.initialSilenceMs) {
    issues.push({ path: ['speech', 'endOfSpeechSilenceMs'], message: CONFIG_REASONS.silenceOrder });
  }
  for (const [index, fault] of invalidRanges(config.businessHours.weekly)) {
    issues.push(
      fault === 'order'
        ? { path: ['businessHours', 'weekly', index, 'to'], message: CONFIG_REASONS.rangeOrder }
        : {
            path: ['businessHours', 'weekly', index, 'from'],
            message: CONFIG_REASONS.rangeOverlap,
          },
    );
  }
  const { whenClosed, closedHandoverTargetId } = config.businessHours;
  if (whenClosed === 'handover') {
    const exists = config.handoverTargets.some((target) => target.id === closedHandoverTargetId);
    issues.push(
      ...(closedHandoverTargetId && exists
        ? []
        : [
            {
              path: ['businessHours', 'closedHandoverTargetId'],
              message: closedHandoverTargetId ? 'unknown_value' : 'required',
            },
          ]),
    );
  }
  config.handoverTargets.forEach((target, index) => {
    const address = target.address.trim();
    const fault =
      target.type === 'phone' && !isE164(address)
        ? CONFIG_REASONS.e164
        : target.type === 'sip' && !/^sips?:[^@\s]+@[^@\s]+$/.test(address)
          ? CONFIG_REASONS.sipUri
          : undefined;
    if (fault) issues.push({ path: ['handoverTargets', index, 'address'], message: fault });
  });
  return issues;
}

/**
 * Every field of a bot configuration as the detail form edits it, checked before sending. The
 * cross-field rules run once every field is valid on its own.
 */
export const configFormSchema = z
  .object({
    name: text(64),
    botId: text(100),
    defaultLanguage: z.enum(LANGUAGE_VALUES, 'required'),
    languages: z.array(z.enum(LANGUAGE_VALUES)).check(z.minLength(1, 'required')),
    timeZone: z.string().check(z.refine(isValidTimeZone, 'invalid')),
    speechService: text(100),
    speech: z.object({
      languages: z.record(z.string(), speechLanguage),
      bargeIn: z.object({ enabled: z.boolean(), minSpeechMs: whole(100, 2000) }),
      initialSilenceMs: whole(1000, 30000),
      endOfSpeechSilenceMs: whole(200, 10000),
      noInputRetries: whole(0, 5),
      dtmf: z.object({
        enabled: z.boolean(),
        maxDigits: whole(1, 32),
        terminator: z.enum(['#', '*', 'none']),
        interDigitTimeoutMs: whole(500, 10000),
      }),
    }),
    webChat: z.object({
      enabled: z.boolean(),
      allowedOrigins: z.array(z.string().check(z.refine(isOrigin, CONFIG_REASONS.origin))),
      greeting: z.record(z.string(), z.string().check(z.maxLength(500, 'too_long'))),
    }),
    businessHours: z.object({
      weekly: z.array(
        z.object({
          day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
          from: time,
          to: time,
        }),
      ),
      holidays: z.array(z.object({ date: z.iso.date('invalid'), name: text(100) })),
      overrides: z.array(
        z.object({
          date: z.iso.date('invalid'),
          closed: z.boolean(),
          from: z.nullable(time),
          to: z.nullable(time),
        }),
      ),
      whenClosed: z.enum(['message', 'handover', 'voicemail']),
      closedHandoverTargetId: z.nullable(z.string()),
    }),
    handoverTargets: z.array(handoverTarget),
    privacy: z.object({
      recordCalls: z.boolean(),
      retentionDays: whole(1, 3650),
      maskPersonalData: z.boolean(),
    }),
  })
  .check(
    z.superRefine((config, ctx) => {
      for (const issue of crossFieldIssues(config as BotConfigSettings)) {
        ctx.issues.push({ code: 'custom', input: config, ...issue });
      }
    }),
  );
