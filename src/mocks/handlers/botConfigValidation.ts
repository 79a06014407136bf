import type { BotConfig, BotConfigSettings } from '../../lib/api-client/schema';
import { BotConfigSettingsSchema } from '../../lib/api-client/schemas/configuration';
import { BotConfigSettingsBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { SPEECH_SERVICES, voicesOf } from '../data';
import { limitErrors } from './contractLimits';
import type { FieldErrors } from './respond';

const E164 = /^\+[1-9]\d{6,14}$/;
const SIP = /^sips?:[^@\s]+@[^@\s]+$/;
const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/** Numeric settings and their allowed ranges (api/openapi.yaml). */
const RANGES: [path: string, read: (s: BotConfigSettings) => number, min: number, max: number][] = [
  ['speech.bargeIn.minSpeechMs', (s) => s.speech.bargeIn.minSpeechMs, 100, 2000],
  ['speech.initialSilenceMs', (s) => s.speech.initialSilenceMs, 1000, 30000],
  ['speech.endOfSpeechSilenceMs', (s) => s.speech.endOfSpeechSilenceMs, 200, 10000],
  ['speech.noInputRetries', (s) => s.speech.noInputRetries, 0, 5],
  ['speech.dtmf.maxDigits', (s) => s.speech.dtmf.maxDigits, 1, 32],
  ['speech.dtmf.interDigitTimeoutMs', (s) => s.speech.dtmf.interDigitTimeoutMs, 500, 10000],
  ['privacy.retentionDays', (s) => s.privacy.retentionDays, 1, 3650],
];

/**
 * The server's checks of a configuration's settings, field errors by path. `stored` is the copy
 * being replaced (none for a new one), `others` every other configuration (names are unique).
 */
export function validateBotConfig(
  body: unknown,
  others: readonly BotConfig[],
  stored?: BotConfig,
): { errors: FieldErrors } | { settings: BotConfigSettings } {
  const shape = BotConfigSettingsSchema.safeParse(body);
  if (!shape.success) {
    const errors: FieldErrors = {};
    for (const issue of shape.error.issues) {
      errors[issue.path.map(String).join('.') || 'body'] ??=
        issue.code === 'invalid_type' && issue.input === undefined ? 'required' : 'invalid';
    }
    return { errors };
  }
  const settings = shape.data as BotConfigSettings;
  // Every text's length (and a time's pattern) is the contract's.
  const errors = limitErrors(BotConfigSettingsBodySchema, body);
  const name = settings.name.trim();
  if (!name) errors.name = 'required';
  else if (
    !errors.name &&
    others.some((other) => other.name.toLowerCase() === name.toLowerCase())
  ) {
    errors.name = 'already_exists';
  }
  if (settings.languages.length === 0) errors.languages = 'required';
  else if (!settings.languages.includes(settings.defaultLanguage)) {
    errors.defaultLanguage = 'not_enabled';
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone });
  } catch {
    errors.timeZone = 'invalid';
  }
  if (!SPEECH_SERVICES.some((service) => service.id === settings.speechService)) {
    errors.speechService = 'unknown_value';
  }
  for (const language of settings.languages) {
    const entry = settings.speech.languages[language];
    const path = `speech.languages.${language}`;
    if (!entry) errors[`${path}.voice`] = 'required';
    else if (
      !voicesOf(settings.speechService, language).some((voice) => voice.id === entry.voice)
    ) {
      errors[`${path}.voice`] = entry.voice ? 'unknown_value' : 'required';
    } else if (entry.speakingRate < 0.5 || entry.speakingRate > 2) {
      errors[`${path}.speakingRate`] = 'invalid';
    }
  }
  for (const [path, read, min, max] of RANGES) {
    const value = read(settings);
    if (!Number.isInteger(value) || value < min || value > max) errors[path] = 'invalid';
  }
  if (!errors['speech.endOfSpeechSilenceMs'] && !errors['speech.initialSilenceMs']) {
    if (settings.speech.endOfSpeechSilenceMs >= settings.speech.initialSilenceMs) {
      errors['speech.endOfSpeechSilenceMs'] = 'silence_order';
    }
  }
  settings.webChat.allowedOrigins.forEach((origin, index) => {
    try {
      if (new URL(origin).origin !== origin) throw new Error('not an origin');
    } catch {
      errors[`webChat.allowedOrigins.${index}`] = 'origin';
    }
  });
  settings.businessHours.weekly.forEach((range, index) => {
    const from = minutes(range.from);
    const to = minutes(range.to);
    if (to <= from) errors[`businessHours.weekly.${index}.to`] = 'range_order';
    else if (
      settings.businessHours.weekly
        .slice(0, index)
        .some(
          (other) =>
            other.day === range.day && minutes(other.from) < to && from < minutes(other.to),
        )
    ) {
      errors[`businessHours.weekly.${index}.from`] = 'range_overlap';
    }
  });
  settings.handoverTargets.forEach((target, index) => {
    if (!target.name.trim()) errors[`handoverTargets.${index}.name`] = 'required';
    if (target.type === 'phone' && !E164.test(target.address)) {
      errors[`handoverTargets.${index}.address`] = 'e164';
    }
    if (target.type === 'sip' && !SIP.test(target.address)) {
      errors[`handoverTargets.${index}.address`] = 'sip_uri';
    }
  });
  const { whenClosed, closedHandoverTargetId } = settings.businessHours;
  if (whenClosed === 'handover') {
    const exists = settings.handoverTargets.some((target) => target.id === closedHandoverTargetId);
    const wasThere = stored?.handoverTargets.some((target) => target.id === closedHandoverTargetId);
    if (!closedHandoverTargetId) errors['businessHours.closedHandoverTargetId'] = 'required';
    else if (!exists && wasThere) errors.handoverTargets = 'in_use';
    else if (!exists) errors['businessHours.closedHandoverTargetId'] = 'unknown_value';
  }
  return Object.keys(errors).length > 0 ? { errors } : { settings: { ...settings, name } };
}
