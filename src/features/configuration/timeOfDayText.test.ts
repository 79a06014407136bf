import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseTimeOfDay } from './timeOfDayText';

// Intl writes "8:00 AM" with a narrow no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTimeOfDay', () => {
  it.each([
    ['de-DE', '08:00', '08:00'],
    ['de-DE', '17:30', '17:30'],
    ['en-US', '08:00', '8:00 AM'],
    ['en-US', '17:30', '5:30 PM'],
    ['en-US', '00:00', '12:00 AM'],
    ['ja-JP', '08:00', '8:00'],
    ['ja-JP', '17:30', '17:30'],
    ['fr-FR', '08:05', '08:05'],
  ])('writes %s %s as %s', (locale, value, text) => {
    expect(plain(formatTimeOfDay(value, locale))).toBe(text);
  });

  it('leaves the end of the day, an empty and an unreadable value as they are', () => {
    expect(formatTimeOfDay('24:00', 'en-US')).toBe('24:00');
    expect(formatTimeOfDay('', 'de-DE')).toBe('');
    expect(formatTimeOfDay('25:00', 'de-DE')).toBe('25:00');
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['de-DE', '08:00', '08:00'],
    ['de-DE', '8:30', '08:30'],
    ['de-DE', '8.30', '08:30'],
    ['de-DE', '17', '17:00'],
    ['de-DE', '1730', '17:30'],
    ['de-DE', '24:00', '24:00'],
    ['en-US', '8:00 AM', '08:00'],
    ['en-US', '8:00\u202fAM', '08:00'],
    ['en-US', '5:30 pm', '17:30'],
    ['en-US', '5:30pm', '17:30'],
    ['en-US', '12:00 AM', '00:00'],
    ['en-US', '12:15 PM', '12:15'],
    ['en-US', '17:30', '17:30'],
    ['ja-JP', '8:00', '08:00'],
    ['ja-JP', '17:30', '17:30'],
    ['ja-JP', '午後5:30', '17:30'],
    ['ja-JP', '8時30分', '08:30'],
    ['fr-FR', '8h30', '08:30'],
  ])('reads %s %j as %s', (locale, text, value) => {
    expect(parseTimeOfDay(text, locale)).toBe(value);
  });

  it.each([
    ['de-DE', ''],
    ['de-DE', 'abc'],
    ['de-DE', '25:00'],
    ['de-DE', '24:30'],
    ['de-DE', '8:60'],
    ['en-US', '13:00 PM'],
    ['en-US', '0:30 AM'],
    ['ja-JP', '8:00:00'],
  ])('refuses %s %j', (locale, text) => {
    expect(parseTimeOfDay(text, locale)).toBeUndefined();
  });

  it('reads back what it writes, in every language of the portal', () => {
    for (const locale of ['de-DE', 'en-US', 'fr-FR', 'it-IT', 'ja-JP']) {
      for (const value of ['00:00', '08:05', '12:00', '12:30', '17:45', '23:59']) {
        expect(parseTimeOfDay(formatTimeOfDay(value, locale), locale), locale).toBe(value);
      }
    }
  });
});
