import { describe, expect, it } from 'vitest';
import { supportRequestSchema, type SupportFormValues } from './supportRequestForm';

const valid: SupportFormValues = {
  subject: 'Bot does not answer',
  description: 'Since this morning the default bot stays silent.',
  severity: 'high',
};

/** Field → the first reason the rules give for it. */
function reasons(values: SupportFormValues): Record<string, string> {
  const result = supportRequestSchema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the support request rules', () => {
  it('accepts a complete request, trimmed', () => {
    expect(reasons(valid)).toEqual({});
    expect(supportRequestSchema.parse({ ...valid, subject: '  Bot  ' }).subject).toBe('Bot');
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
    expect(reasons(values)).toEqual({ [field]: reason });
  });

  it('accepts the limits themselves', () => {
    expect(reasons({ ...valid, subject: 'abc', description: 'x'.repeat(5000) })).toEqual({});
    expect(reasons({ ...valid, subject: 'x'.repeat(120) })).toEqual({});
  });
});
