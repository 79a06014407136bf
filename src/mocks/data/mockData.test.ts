import { beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_COUNT, mockDb, resetMockData } from '.';

const NOW = Date.parse('2026-03-15T12:00:00Z');

describe('the seeded mock data', () => {
  beforeEach(() => resetMockData(NOW));

  it('is the same every time for the same moment', () => {
    const first = JSON.stringify(mockDb());
    resetMockData(NOW);
    expect(JSON.stringify(mockDb())).toBe(first);
  });

  it('masks callers without words the portal could not translate', () => {
    for (const { caller, channel } of mockDb().conversations) {
      expect(caller).toMatch(channel === 'voice' ? /^\+\d+ \*\*\* \*\*\* \d{4}$/ : /^\S\*\*\*\S$/);
    }
  });

  it('covers 60 days, both channels and all five languages', () => {
    const { conversations } = mockDb();
    expect(conversations).toHaveLength(CONVERSATION_COUNT);
    expect(CONVERSATION_COUNT).toBeGreaterThanOrEqual(400);
    expect(new Set(conversations.map((c) => c.channel))).toEqual(new Set(['voice', 'chat']));
    expect(new Set(conversations.map((c) => c.language)).size).toBe(5);
    const ages = conversations.map((c) => (NOW - Date.parse(c.startedAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(conversations.some((c) => c.startedAt.startsWith('2026-03-15'))).toBe(true);
  });

  it('has at least 40 users with every role and status, and the three bots', () => {
    const { users, bots } = mockDb();
    expect(users.length).toBeGreaterThanOrEqual(40);
    expect(new Set(users.map((u) => u.role)).size).toBe(4);
    expect(new Set(users.map((u) => u.status)).size).toBe(3);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    expect(bots.map((b) => b.name)).toContain('default');
  });
});
