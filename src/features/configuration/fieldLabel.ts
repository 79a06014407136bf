import type { TFunction } from 'i18next';
import type { Language } from '../../lib/api-client/schema';

/** Each setting's label key, by its path without the language part. */
const FIELD_KEYS = {
  name: 'configuration.fields.name',
  botId: 'configuration.fields.botId',
  defaultLanguage: 'configuration.fields.defaultLanguage',
  languages: 'configuration.fields.languages',
  timeZone: 'configuration.fields.timeZone',
  speechService: 'configuration.fields.speechService',
  'speech.recognitionLanguage': 'configuration.fields.speech.recognitionLanguage',
  'speech.recognitionModel': 'configuration.fields.speech.recognitionModel',
  'speech.voice': 'configuration.fields.speech.voice',
  'speech.speakingRate': 'configuration.fields.speech.speakingRate',
  'speech.bargeIn.enabled': 'configuration.fields.speech.bargeIn',
  'speech.bargeIn.minSpeechMs': 'configuration.fields.speech.minSpeechMs',
  'speech.initialSilenceMs': 'configuration.fields.speech.initialSilenceMs',
  'speech.endOfSpeechSilenceMs': 'configuration.fields.speech.endOfSpeechSilenceMs',
  'speech.noInputRetries': 'configuration.fields.speech.noInputRetries',
  'speech.dtmf.enabled': 'configuration.fields.speech.dtmf',
  'speech.dtmf.maxDigits': 'configuration.fields.speech.maxDigits',
  'speech.dtmf.terminator': 'configuration.fields.speech.terminator',
  'speech.dtmf.interDigitTimeoutMs': 'configuration.fields.speech.interDigitTimeoutMs',
  'webChat.enabled': 'configuration.fields.webChat.enabled',
  'webChat.allowedOrigins': 'configuration.fields.webChat.allowedOrigins',
  'webChat.greeting': 'configuration.fields.webChat.greeting',
  'businessHours.weekly': 'configuration.fields.businessHours.weekly',
  'businessHours.holidays': 'configuration.fields.businessHours.holidays',
  'businessHours.overrides': 'configuration.fields.businessHours.overrides',
  'businessHours.whenClosed': 'configuration.fields.businessHours.whenClosed',
  'businessHours.closedHandoverTargetId':
    'configuration.fields.businessHours.closedHandoverTargetId',
  handoverTargets: 'configuration.fields.handoverTargets',
  'privacy.recordCalls': 'configuration.fields.privacy.recordCalls',
  'privacy.retentionDays': 'configuration.fields.privacy.retentionDays',
  'privacy.maskPersonalData': 'configuration.fields.privacy.maskPersonalData',
} as const;

/** A setting's path split into the field and, for per-language settings, its language. */
export function splitFieldPath(path: string): { field: string; language?: Language } {
  const perLanguage = /^speech\.languages\.([^.]+)\.(.+)$/.exec(path);
  if (perLanguage)
    return { field: `speech.${perLanguage[2]}`, language: perLanguage[1] as Language };
  const greeting = /^webChat\.greeting\.([^.]+)$/.exec(path);
  if (greeting) return { field: 'webChat.greeting', language: greeting[1] as Language };
  return { field: path };
}

/**
 * A setting named as the form labels it, with the language for per-language settings ("Voice
 * (German)"), so a conflict or a revision's diff says which setting changed. An unknown path
 * (a newer server) shows as it is rather than not at all.
 */
export function fieldLabel(
  t: TFunction,
  path: string,
  languageName: (language: Language) => string,
): string {
  const { field, language } = splitFieldPath(path);
  const key = FIELD_KEYS[field as keyof typeof FIELD_KEYS];
  const label = key ? t(key) : path;
  return language
    ? t('configuration.fields.withLanguage', { field: label, language: languageName(language) })
    : label;
}
