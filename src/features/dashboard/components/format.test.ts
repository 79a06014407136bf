import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatDayRange,
  formatDuration,
  formatLanguageName,
  formatPercent,
} from './format';

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

  it('formats durations in minutes and seconds, per language', () => {
    expect(plain(formatDuration(205, 'en-US'))).toBe('3 min 25 sec');
    expect(plain(formatDuration(205, 'de-DE'))).toMatch(/^3 Min\.,? 25 Sek\.$/);
    expect(plain(formatDuration(205, 'ja-JP'))).toMatch(/^3 分 ?25 秒$/);
    expect(plain(formatDuration(205, 'fr-FR'))).toBe('3 min 25 s');
  });

  it('leaves out zero parts, adds hours from one hour and shows a zero duration', () => {
    expect(plain(formatDuration(180, 'en-US'))).toBe('3 min');
    expect(plain(formatDuration(42, 'en-US'))).toBe('42 sec');
    expect(plain(formatDuration(3725, 'en-US'))).toBe('1 hr 2 min 5 sec');
    expect(plain(formatDuration(0, 'en-US'))).toBe('0 sec');
    expect(plain(formatDuration(84.6, 'en-US'))).toBe('1 min 25 sec');
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

  it('names languages in the interface language', () => {
    expect(formatLanguageName('de-DE', 'en-US')).toBe('German');
    expect(formatLanguageName('ja-JP', 'de-DE')).toBe('Japanisch');
    expect(formatLanguageName('fr-FR', 'ja-JP')).toBe('フランス語');
  });
});
