import type { TFunction } from 'i18next';
import { fieldErrorMessage } from '../../lib/forms/fieldErrorMessage';
import type { FieldErrorText } from '../../lib/forms/fields/fieldErrorText';

const CONFIG_ERROR_KEYS = {
  silence_order: 'configuration.errors.silence_order',
  range_order: 'configuration.errors.range_order',
  range_overlap: 'configuration.errors.range_overlap',
  not_enabled: 'configuration.errors.not_enabled',
  e164: 'configuration.errors.e164',
  phone_not_possible: 'configuration.errors.phone_not_possible',
  phone_invalid: 'configuration.errors.phone_invalid',
  origin: 'configuration.errors.origin',
  sip_uri: 'configuration.errors.sip_uri',
  time: 'configuration.errors.time',
  date: 'configuration.errors.date',
  in_use: 'configuration.errors.in_use',
  default_config: 'configuration.errors.default_config',
} as const;

/**
 * A field's reason code (from the form's own rules or the server's `fieldErrors`) in the person's
 * language: the configuration's own reasons first, then the shared ones.
 */
export function configErrorText(t: TFunction, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  const key = CONFIG_ERROR_KEYS[reason as keyof typeof CONFIG_ERROR_KEYS];
  return key ? t(key) : fieldErrorMessage(t, reason);
}

/** For the configuration's forms: their fields say these reasons (FieldErrorTextContext). */
export const configFieldErrorText: FieldErrorText = (t, reason) =>
  configErrorText(t, reason) ?? fieldErrorMessage(t, reason);
