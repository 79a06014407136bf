import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js/max';

// The `max` metadata, not `min`: `min` checks a number's length only, so it takes +49 10 1234567
// (no German number starts with 10) for a real one. The bytes stay in the configuration's chunk.

/** E.164 as the API takes it: a plus, a country code that does not start with 0, ≤ 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;

export const isE164 = (value: string): boolean => E164.test(value);

/** Why a typed phone number cannot be stored, as the form's reason codes. */
const PHONE_REASONS = {
  /** No country code: the number is not in international format. */
  international: 'e164',
  /** Too few or too many digits for its country. */
  notPossible: 'phone_not_possible',
  /** Not a number, an unknown country code, or no such number in its country's plan. */
  invalid: 'phone_invalid',
} as const;

type PhoneReason = (typeof PHONE_REASONS)[keyof typeof PHONE_REASONS];

function reasonOf(error: ParseError, text: string): PhoneReason {
  switch (error.message) {
    case 'INVALID_COUNTRY':
      // Without a plus there is no country to read; with one, the code is unknown.
      return text.startsWith('+') ? PHONE_REASONS.invalid : PHONE_REASONS.international;
    case 'NOT_A_NUMBER':
      return PHONE_REASONS.invalid;
    default:
      return PHONE_REASONS.notPossible;
  }
}

/**
 * A number as people type it (spaces, dashes, brackets, a trunk prefix such as "(0)") in E.164,
 * `+49 (0)30 1234567` → `+49301234567`; or why it is not a phone number.
 */
export function toE164(text: string): { number: string } | { reason: PhoneReason } {
  const trimmed = text.trim();
  try {
    // `extract: false`: the whole text must be the number, not merely contain one.
    const phone = parsePhoneNumberWithError(trimmed, { extract: false });
    if (!phone.isPossible()) return { reason: PHONE_REASONS.notPossible };
    // E.164 has no extension: a number with one would be stored without it.
    if (!phone.isValid() || phone.ext) return { reason: PHONE_REASONS.invalid };
    return { number: phone.number };
  } catch (error) {
    if (error instanceof ParseError) return { reason: reasonOf(error, trimmed) };
    throw error;
  }
}

/** A stored E.164 number as people read it, `+49 30 1234567`; anything else as it is. */
export function formatPhoneNumber(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164, { extract: false }).formatInternational();
  } catch {
    return e164;
  }
}
