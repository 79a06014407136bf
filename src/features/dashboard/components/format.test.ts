import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatDayRange, formatPercent } from './format';

// Intl uses no-break, narrow no-break and thin spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('dashboard formatting', () => {
  it('formats counts with the language’s grouping', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(1234567, 'ja-JP')).toBe('1,234,567');
  });

  it('formats rates as percentages with at most one decimal', () => {
    expect(formatPercent(0.4251, 'en-US')).toBe('42.5%');
    expect(plain(formatPercent(0.4251, 'de-DE'))).toBe('42,5 %');
    expect(formatPercent(0.4251, 'ja-JP')).toBe('42.5%');
    expect(formatPercent(0, 'en-US')).toBe('0%');
    expect(formatPercent(1, 'en-US')).toBe('100%');
  });

  it('formats timeline days as UTC days, whatever the time zone', () => {
    expect(formatDay('2025-06-03', 'en-US')).toBe('Jun 3');
    expect(formatDay('2025-06-03', 'de-DE')).toBe('3. Juni');
    expect(formatDay('2025-06-03', 'ja-JP')).toBe('6月3日');
  });

  it('formats the period shown as a range, or one day', () => {
    expect(plain(formatDayRange('2025-06-01', '2025-06-30', 'en-US'))).toBe('Jun 1 – 30, 2025');
    expect(plain(formatDayRange('2025-06-01', '2025-06-30', 'de-DE'))).toBe('01.–30.06.2025');
    expect(formatDayRange('2025-06-01', '2025-06-30', 'ja-JP')).toBe('2025/06/01～2025/06/30');
    expect(formatDayRange('2025-06-03', '2025-06-03', 'en-US')).toBe('Jun 3, 2025');
  });
});
