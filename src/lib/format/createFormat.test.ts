import { describe, expect, it } from 'vitest';
import { createFormat } from './createFormat';
import { formatDuration } from './duration';

// Intl uses no-break, narrow no-break and thin spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

// 10:30:15 UTC on 2 March is already 00:30:15 on 3 March at UTC+14.
const MOMENT = '2025-03-02T10:30:15Z';
const KIRITIMATI = 'Pacific/Kiritimati';

describe('createFormat', () => {
  it.each([
    ['en-US', 'Mar 3, 2025', '12:30 AM', 'Mar 3, 2025, 12:30 AM'],
    ['de-DE', '03.03.2025', '00:30', '03.03.2025, 00:30'],
    ['ja-JP', '2025/03/03', '0:30', '2025/03/03 0:30'],
    ['fr-FR', '3 mars 2025', '00:30', '3 mars 2025, 00:30'],
    ['it-IT', '3 mar 2025', '00:30', '3 mar 2025, 00:30'],
  ])('shows moments in %s at UTC+14', (language, date, time, dateTime) => {
    const format = createFormat(language, KIRITIMATI);
    expect(plain(format.date(MOMENT))).toBe(date);
    expect(plain(format.time(MOMENT))).toBe(time);
    expect(plain(format.dateTime(MOMENT))).toBe(dateTime);
  });

  it('moves moments with the time zone, not calendar days', () => {
    const utc = createFormat('en-US', 'UTC');
    const kiritimati = createFormat('en-US', KIRITIMATI);
    expect(plain(utc.dateTime(MOMENT))).toBe('Mar 2, 2025, 10:30 AM');
    expect(plain(kiritimati.dateTime(MOMENT, { seconds: true }))).toBe('Mar 3, 2025, 12:30:15 AM');
    expect(plain(kiritimati.time(MOMENT, { seconds: true }))).toBe('12:30:15 AM');
    expect(plain(kiritimati.dateTime(MOMENT, { longDate: true }))).toBe(
      'March 3, 2025 at 12:30 AM',
    );
    expect(kiritimati.day('2025-03-02')).toBe(utc.day('2025-03-02'));
    expect(kiritimati.day('2025-03-02')).toBe('Mar 2');
  });

  it.each([
    ['en-US', '1,234,567', '42.5%', 'yesterday', 'German'],
    ['de-DE', '1.234.567', '42,5 %', 'gestern', 'Deutsch'],
    ['ja-JP', '1,234,567', '42.5%', '昨日', 'ドイツ語'],
    ['fr-FR', '1 234 567', '42,5 %', 'hier', 'allemand'],
    ['it-IT', '1.234.567', '42,5%', 'ieri', 'tedesco'],
  ])('shows numbers, shares, durations and relative times in %s', (language, ...expected) => {
    const [number, percent, relative, languageName] = expected;
    const format = createFormat(language, KIRITIMATI);
    const now = Date.parse(MOMENT);
    expect(plain(format.number(1234567))).toBe(number);
    expect(plain(format.percent(0.4251))).toBe(percent);
    // The wording of durations is formatDuration's (format.test.ts); here, only its language.
    expect(format.duration(205)).toBe(formatDuration(205, language));
    expect(format.relativeTime(now - 26 * 3_600_000, now)).toBe(relative);
    expect(format.languageName('de-DE')).toBe(languageName);
  });

  it('rounds shares to at most one decimal and keeps whole ones whole', () => {
    const format = createFormat('en-US');
    expect(format.percent(0)).toBe('0%');
    expect(format.percent(0.92)).toBe('92%');
    expect(format.percent(1)).toBe('100%');
  });
});

describe('milliseconds', () => {
  it.each([
    ['en-US', '1,200 ms'],
    ['de-DE', '1.200 ms'],
    ['fr-FR', '1 200 ms'],
  ])('%s', (language, text) => {
    expect(plain(createFormat(language).milliseconds(1200))).toBe(text);
  });
});

describe('list', () => {
  it.each([
    ['en-US', 'A, B, and C'],
    ['de-DE', 'A, B und C'],
  ])('%s', (language, text) => {
    expect(createFormat(language).list(['A', 'B', 'C'])).toBe(text);
  });
});
