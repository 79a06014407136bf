import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isE164, toE164 } from './e164';

describe('phone numbers in E.164', () => {
  it('drops a trunk prefix such as (0) instead of keeping its digit', () => {
    expect(toE164('+49 (0)30 1234567')).toEqual({ number: '+49301234567' });
    expect(toE164('+49 (0)30 1234')).toEqual({ number: '+49301234' });
  });

  it('says why a text is not a phone number', () => {
    expect(toE164('abc')).toEqual({ reason: 'phone_invalid' });
    expect(toE164('0301234567')).toEqual({ reason: 'e164' });
    expect(toE164('+49 12')).toEqual({ reason: 'phone_not_possible' });
  });

  it('shows a stored number in international format, anything else as it is', () => {
    expect(formatPhoneNumber('+49301234567')).toBe('+49 30 1234567');
    expect(formatPhoneNumber('+81312345000')).toBe('+81 3 1234 5000');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });

  it('checks the stored form strictly, as the API does (handover addresses)', () => {
    expect(isE164('+49301234567')).toBe(true);
    expect(isE164('+49 30 1234567')).toBe(false);
    expect(isE164('+0301234567')).toBe(false);
  });
});
