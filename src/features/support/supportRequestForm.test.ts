import { describe, expect, it } from 'vitest';
import { validateSupportRequest, type SupportFormValues } from './supportRequestForm';

const valid: SupportFormValues = {
  subject: 'Bot does not answer',
  description: 'Since this morning the default bot stays silent.',
  severity: 'high',
};

describe('validateSupportRequest', () => {
  it('accepts a complete request', () => {
    expect(validateSupportRequest(valid)).toEqual({});
  });

  it.each([
    ['subject', '', 'required'],
    ['subject', '   ', 'required'],
    ['subject', 'ab', 'too_short'],
    ['subject', '  ab  ', 'too_short'],
    ['subject', 'x'.repeat(121), 'too_long'],
    ['description', 'too short', 'too_short'],
    ['description', 'x'.repeat(5001), 'too_long'],
    ['severity', 'urgent', 'required'],
  ] as const)('%s "%s" is %s', (field, value, reason) => {
    const values = { ...valid, [field]: value } as SupportFormValues;
    expect(validateSupportRequest(values)).toEqual({ [field]: reason });
  });

  it('accepts the limits themselves', () => {
    const values = { ...valid, subject: 'abc', description: 'x'.repeat(5000) };
    expect(validateSupportRequest(values)).toEqual({});
    expect(validateSupportRequest({ ...valid, subject: 'x'.repeat(120) })).toEqual({});
  });
});
