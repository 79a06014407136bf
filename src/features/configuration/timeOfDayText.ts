import { dateTimeFormat } from '../../lib/format/intl';

// Times of day as the API stores them (`HH:mm`, `24:00` the end of the day) and as the interface
// language writes and reads them. A native <input type="time"> follows the browser's language
// instead, so an English browser shows "08:00 AM" in a German portal.

const STORED = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** A stored time as the language writes it: "08:00" (de-DE), "8:00 AM" (en-US), "8:00" (ja-JP). */
export function formatTimeOfDay(value: string, locale: string): string {
  const match = STORED.exec(value);
  // `24:00` has no reading on a clock (the end of the day) and anything else is shown as it is.
  if (!match?.[1] || !match[2]) return value;
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])),
  );
}

type Period = 'am' | 'pm';

/** The words for before and after noon: the language's own (午前, 午後), then the English ones. */
function periodWords(locale: string): [Period, string][] {
  const format = dateTimeFormat(locale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
  const word = (hour: number) =>
    format.formatToParts(Date.UTC(2000, 0, 1, hour)).find((part) => part.type === 'dayPeriod')
      ?.value ?? '';
  const words: [Period, string][] = [
    ['am', word(8)],
    ['pm', word(20)],
    ['am', 'a.m.'],
    ['pm', 'p.m.'],
    ['am', 'am'],
    ['pm', 'pm'],
    ['am', 'a'],
    ['pm', 'p'],
  ];
  return words
    .map(([period, text]): [Period, string] => [period, text.toLocaleLowerCase(locale)])
    .filter(([, text]) => text !== '');
}

/** The day period written before or after the clock ("8:00 PM", "午後8:00"), and the rest. */
function splitPeriod(text: string, locale: string): { period?: Period; clock: string } {
  for (const [period, word] of periodWords(locale)) {
    if (text.endsWith(word)) return { period, clock: text.slice(0, -word.length).trim() };
    if (text.startsWith(word)) return { period, clock: text.slice(word.length).trim() };
  }
  return { clock: text };
}

// "8", "8:30", "8.30", "8h30" (fr-FR), "8時30分" (ja-JP); or the digits alone, "830", "0830".
const CLOCK = /^(\d{1,2})(?:\s*[:.h時]\s*(\d{2})?\s*分?)?$/;
const DIGITS = /^(\d{1,2})(\d{2})$/;

/**
 * What a person typed as a time of day, read in the interface language (its own clock, 12 or
 * 24 hours, either way), as the API stores it; undefined when it is not a time of day.
 */
export function parseTimeOfDay(text: string, locale: string): string | undefined {
  const { period, clock } = splitPeriod(text.trim().toLocaleLowerCase(locale), locale);
  const match = CLOCK.exec(clock) ?? DIGITS.exec(clock);
  if (!match?.[1]) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (minute > 59) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (period) {
    if (hour < 1 || hour > 12) return undefined;
    return `${pad((hour % 12) + (period === 'pm' ? 12 : 0))}:${pad(minute)}`;
  }
  if (hour === 24 && minute === 0) return '24:00';
  return hour <= 23 ? `${pad(hour)}:${pad(minute)}` : undefined;
}
