import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [20_000, 'en-US', 'now'],
    [5 * 60_000, 'en-US', '5 minutes ago'],
    [3 * 3_600_000, 'en-US', '3 hours ago'],
    [26 * 3_600_000, 'en-US', 'yesterday'],
    [3 * 3_600_000, 'de-DE', 'vor 3 Stunden'],
    [14 * 24 * 3_600_000, 'fr-FR', 'il y a 2 semaines'],
  ])('%i ms ago in %s is "%s"', (ms, language, expected) => {
    expect(formatRelativeTime(ago(ms), now, language)).toBe(expected);
  });
});
