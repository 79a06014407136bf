/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

export const isE164 = (value: string): boolean => E164.test(value);

/** What people type (spaces, dashes, brackets) reduced to E.164's characters, for checking. */
export const compactPhoneNumber = (value: string): string => value.replace(/[\s\-()/.]/g, '');
