import { dateTimeFormat } from '../../lib/format/intl';

// Calendar days as the API stores them (`yyyy-MM-dd`) and as the interface language writes and
// reads them in a field: "25.12.2026" (de-DE), "12/25/2026" (en-US), "2026/12/25" (ja-JP). A
// native <input type="date"> follows the browser's language instead.

type Part = 'year' | 'month' | 'day';

const STORED = /^(\d{4})-(\d{2})-(\d{2})$/;

const numeric = (locale: string) =>
  dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** The day at UTC midnight, or undefined when there is no such day (30 February). */
function dayAt(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** A stored day as the language writes it in numbers; anything else as it is. */
export function formatCalendarDay(value: string, locale: string): string {
  const match = STORED.exec(value);
  const date = match && dayAt(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? numeric(locale).format(date) : value;
}

/** In which order the language writes a day's parts. */
const orderOf = (locale: string): Part[] =>
  numeric(locale)
    .formatToParts(Date.UTC(2026, 11, 25))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'year' || type === 'month' || type === 'day');

/**
 * What a person typed as a day, read in the language's order of day, month and year (any
 * separators; a two-digit year is this century's; a four-digit first part is a year, as in
 * 2026-12-25), as the API stores it; undefined when it is not a day.
 */
export function parseCalendarDay(text: string, locale: string): string | undefined {
  const trimmed = text.trim();
  // Numbers only: a month's name is not read ("25 Dez 2026"); 年月日 (ja-JP) are separators.
  if (/\p{L}/u.test(trimmed.replace(/[年月日]/g, ''))) return undefined;
  const numbers = trimmed.match(/\d+/g);
  if (numbers?.length !== 3) return undefined;
  const order: Part[] = numbers[0]!.length === 4 ? ['year', 'month', 'day'] : orderOf(locale);
  const parts = Object.fromEntries(order.map((part, index) => [part, numbers[index]!])) as Record<
    Part,
    string
  >;
  if (parts.month.length > 2 || parts.day.length > 2) return undefined;
  const year =
    parts.year.length === 4
      ? Number(parts.year)
      : parts.year.length === 2
        ? 2000 + Number(parts.year)
        : undefined;
  if (year === undefined) return undefined;
  const date = dayAt(year, Number(parts.month), Number(parts.day));
  return date?.toISOString().slice(0, 10);
}
