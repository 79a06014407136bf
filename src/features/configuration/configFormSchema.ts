import { z } from 'zod/mini';
import type { BotConfigSettings } from '../../lib/api-client/schema';
import {
  BOT_CONFIG_SETTINGS_LIMITS,
  HANDOVER_TARGET_LIMITS,
  HOLIDAY_LIMITS,
  LANGUAGE_VALUES,
  SPEECH_LANGUAGE_SETTINGS_LIMITS,
  WEB_CHAT_SETTINGS_LIMITS,
} from '../../lib/api-client/schema';
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
  time: 'time',
  date: 'date',
} as const;

const whole = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, 'invalid'));

/** A required text within its limit (`…_LIMITS`: the contract's, not a number of the form's). */
const text = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(max, 'too_long'),
  );

const filled = z.string().check(z.refine((value) => value !== '', 'required'));

/** `HH:mm`, `24:00` the end of the day; the time fields keep unreadable text as typed. */
const time = z.pipe(
  filled,
  z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, CONFIG_REASONS.time)),
);

/** `yyyy-MM-dd`, a day that exists; the date fields keep unreadable text as typed. */
const day = z.pipe(filled, z.iso.date(CONFIG_REASONS.date));

const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

const speechLanguage = z.object({
  recognitionLanguage: text(SPEECH_LANGUAGE_SETTINGS_LIMITS.recognitionLanguage.maxLength),
  recognitionModel: text(SPEECH_LANGUAGE_SETTINGS_LIMITS.recognitionModel.maxLength),
  voice: text(SPEECH_LANGUAGE_SETTINGS_LIMITS.voice.maxLength),
  speakingRate: z.number('invalid').check(z.refine((rate) => rate >= 0.5 && rate <= 2, 'invalid')),
});

const handoverTarget = z.object({
  id: z.string(),
  name: text(HANDOVER_TARGET_LIMITS.name.maxLength),
  type: z.enum(['sip', 'phone', 'queue']),
  address: text(HANDOVER_TARGET_LIMITS.address.maxLength),
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
    name: text(BOT_CONFIG_SETTINGS_LIMITS.name.maxLength),
    botId: text(BOT_CONFIG_SETTINGS_LIMITS.botId.maxLength),
    defaultLanguage: z.enum(LANGUAGE_VALUES, 'required'),
    languages: z.array(z.enum(LANGUAGE_VALUES)).check(z.minLength(1, 'required')),
    timeZone: z.string().check(z.refine(isValidTimeZone, 'invalid')),
    speechService: text(BOT_CONFIG_SETTINGS_LIMITS.speechService.maxLength),
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
      greeting: z.record(
        z.string(),
        z.string().check(z.maxLength(WEB_CHAT_SETTINGS_LIMITS.greeting.maxLength, 'too_long')),
      ),
    }),
    businessHours: z.object({
      weekly: z.array(
        z.object({
          day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
          from: time,
          to: time,
        }),
      ),
      holidays: z.array(z.object({ date: day, name: text(HOLIDAY_LIMITS.name.maxLength) })),
      overrides: z.array(
        z.object({
          date: day,
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
