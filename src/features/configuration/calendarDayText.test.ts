import { describe, expect, it } from 'vitest';
import { formatCalendarDay, parseCalendarDay } from './calendarDayText';

describe('formatCalendarDay', () => {
  it.each([
    ['de-DE', '25.12.2026'],
    ['en-US', '12/25/2026'],
    ['ja-JP', '2026/12/25'],
    ['fr-FR', '25/12/2026'],
    ['it-IT', '25/12/2026'],
  ])('writes 2026-12-25 in %s as %s', (locale, text) => {
    expect(formatCalendarDay('2026-12-25', locale)).toBe(text);
  });

  it('leaves an empty value and one that is no day as they are', () => {
    expect(formatCalendarDay('', 'de-DE')).toBe('');
    expect(formatCalendarDay('2026-02-30', 'de-DE')).toBe('2026-02-30');
  });
});

describe('parseCalendarDay', () => {
  it.each([
    ['de-DE', '25.12.2026', '2026-12-25'],
    ['de-DE', '1.2.2027', '2027-02-01'],
    ['de-DE', '1.2.27', '2027-02-01'],
    ['de-DE', ' 29.02.2028 ', '2028-02-29'],
    ['de-DE', '2026-12-25', '2026-12-25'],
    ['en-US', '12/25/2026', '2026-12-25'],
    ['en-US', '2/1/2027', '2027-02-01'],
    ['ja-JP', '2026/12/25', '2026-12-25'],
    ['ja-JP', '2026年12月25日', '2026-12-25'],
    ['fr-FR', '25/12/2026', '2026-12-25'],
  ])('reads %s %j as %s', (locale, text, value) => {
    expect(parseCalendarDay(text, locale)).toBe(value);
  });

  it.each([
    ['de-DE', ''],
    ['de-DE', 'abc'],
    ['de-DE', '12/25/2026'],
    ['de-DE', '30.02.2026'],
    ['de-DE', '29.02.2027'],
    ['de-DE', '25 Dez 2026'],
    ['de-DE', '25.12'],
    ['de-DE', '25.12.202'],
    ['en-US', '25/12/2026'],
    ['ja-JP', '25/12/2026'],
  ])('refuses %s %j', (locale, text) => {
    expect(parseCalendarDay(text, locale)).toBeUndefined();
  });

  it('reads back what it writes, in every language of the portal', () => {
    for (const locale of ['de-DE', 'en-US', 'fr-FR', 'it-IT', 'ja-JP']) {
      for (const value of ['2026-01-01', '2026-12-25', '2028-02-29']) {
        expect(parseCalendarDay(formatCalendarDay(value, locale), locale), locale).toBe(value);
      }
    }
  });
});
