import { describe, expect, it } from 'vitest';
import { formatFullDate, formatLastSignIn } from './formatLastSignIn';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('formatLastSignIn', () => {
  it('is relative for the last weeks, in the given language', () => {
    expect(formatLastSignIn(ago(5 * 60_000), 'en-US', undefined, NOW)).toBe('5 minutes ago');
    expect(formatLastSignIn(ago(3 * HOUR), 'en-US', undefined, NOW)).toBe('3 hours ago');
    expect(formatLastSignIn(ago(26 * HOUR), 'en-US', undefined, NOW)).toBe('yesterday');
    expect(formatLastSignIn(ago(26 * HOUR), 'de-DE', undefined, NOW)).toBe('gestern');
    expect(formatLastSignIn(ago(14 * 24 * HOUR), 'fr-FR', undefined, NOW)).toBe(
      'il y a 2 semaines',
    );
  });

  it('gives the localized date beyond a month', () => {
    expect(formatLastSignIn('2025-03-02T10:00:00Z', 'en-US', undefined, NOW)).toBe('Mar 2, 2025');
    expect(formatLastSignIn('2025-03-02T10:00:00Z', 'de-DE', undefined, NOW)).toBe('02.03.2025');
  });

  it('dates the sign-in in the chosen time zone', () => {
    // 22:00 UTC is already the next morning at UTC+14.
    const late = '2025-03-02T22:00:00Z';
    expect(formatLastSignIn(late, 'en-US', 'UTC', NOW)).toBe('Mar 2, 2025');
    expect(formatLastSignIn(late, 'en-US', 'Pacific/Kiritimati', NOW)).toBe('Mar 3, 2025');
    expect(formatFullDate(late, 'en-US', 'Pacific/Kiritimati')).toMatch(
      /^March 3, 2025 at 12:00\sPM$/,
    );
  });
});
