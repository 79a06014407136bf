import { describe, expect, it } from 'vitest';
import { formatDuration, formatLanguageName } from '.';

// Intl uses no-break, narrow no-break and thin spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('shared formatting', () => {
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

  it('names languages in the interface language', () => {
    expect(formatLanguageName('de-DE', 'en-US')).toBe('German');
    expect(formatLanguageName('ja-JP', 'de-DE')).toBe('Japanisch');
    expect(formatLanguageName('fr-FR', 'ja-JP')).toBe('フランス語');
  });
});
