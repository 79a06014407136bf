import { describe, expect, it } from 'vitest';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { copySchema, newFlowSchema } from './flowForm';

const known: FlowSummary[] = [
  {
    id: 'flow-1',
    name: 'Password reset',
    botId: 'bot-default',
    status: 'draft',
    publishedVersion: null,
    problems: 0,
    version: 1,
    updatedAt: '2025-01-01T00:00:00Z',
    updatedBy: null,
  },
];

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the new-flow form', () => {
  const schema = newFlowSchema(() => known);

  it('refuses a name the same bot has, compared trimmed and ignoring case', () => {
    expect(
      issues(
        schema.safeParse({ name: ' password RESET ', botId: 'bot-default', template: 'blank' }),
      ),
    ).toEqual(['name: already_exists']);
  });

  it('takes the same name on another bot', () => {
    expect(
      schema.safeParse({ name: 'Password reset', botId: 'bot-web', template: 'blank' }).success,
    ).toBe(true);
  });

  it('asks for a name and a bot, and keeps to 80 characters', () => {
    expect(issues(schema.safeParse({ name: '  ', botId: '', template: 'blank' }))).toEqual([
      'name: required',
      'botId: required',
    ]);
    expect(
      issues(schema.safeParse({ name: 'x'.repeat(81), botId: 'bot-default', template: 'blank' })),
    ).toEqual(['name: too_long']);
  });
});

describe('the copy form', () => {
  it('refuses a name the copied flow’s bot already has', () => {
    expect(
      issues(copySchema('bot-default', () => known).safeParse({ name: 'Password reset' })),
    ).toEqual(['name: already_exists']);
    expect(copySchema('bot-web', () => known).safeParse({ name: 'Password reset' }).success).toBe(
      true,
    );
  });
});
