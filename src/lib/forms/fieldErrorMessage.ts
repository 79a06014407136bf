import type { TFunction } from 'i18next';

/** The server's field-error reason codes (api/openapi.yaml) and their translated sentences. */
const REASON_KEYS = {
  required: 'forms.errors.required',
  invalid: 'forms.errors.invalid',
  too_short: 'forms.errors.tooShort',
  too_long: 'forms.errors.tooLong',
  unknown_value: 'forms.errors.unknownValue',
  already_exists: 'forms.errors.alreadyExists',
} as const;

/** A server field error in the person's language; an unknown code falls back to "not valid". */
export function fieldErrorMessage(t: TFunction, reason: string): string {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS] ?? REASON_KEYS.invalid;
  return t(key);
}
