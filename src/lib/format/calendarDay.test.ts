import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, utcDay } from './calendarDay';

// Intl uses no-break, narrow no-break and thin spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('calendar days', () => {
  it('formats a day short, per language', () => {
    expect(formatDay('2025-06-03', 'en-US')).toBe('Jun 3');
    expect(formatDay('2025-06-03', 'de-DE')).toBe('3. Juni');
    expect(formatDay('2025-06-03', 'ja-JP')).toBe('6月3日');
  });

  it('formats a span of days as a range, or one day', () => {
    expect(plain(formatDayRange('2025-06-01', '2025-06-30', 'en-US'))).toBe('Jun 1 – 30, 2025');
    expect(plain(formatDayRange('2025-06-01', '2025-06-30', 'de-DE'))).toBe('01.–30.06.2025');
    expect(formatDayRange('2025-06-01', '2025-06-30', 'ja-JP')).toBe('2025/06/01～2025/06/30');
    expect(formatDayRange('2025-06-03', '2025-06-03', 'en-US')).toBe('Jun 3, 2025');
  });

  it('names the UTC day a moment falls on', () => {
    expect(utcDay(new Date('2025-06-03T23:30:00-05:00'))).toBe('2025-06-04');
  });
});
