// Calendar days (`YYYY-MM-DD`) as the API counts them: UTC days. A day is not a moment, so no
// time zone moves it; it is read and written at UTC midnight.

import { dateTimeFormat } from './intl';

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day, short: "Jun 3" (en-US), "3. Juni" (de-DE), "6月3日" (ja-JP). */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcMidnight(day));
}

/** A span of days: "Jun 1 – 30, 2025"; a single day when from and to are the same. */
export function formatDayRange(from: string, to: string, locale: string): string {
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return from === to
    ? format.format(utcMidnight(from))
    : format.formatRange(utcMidnight(from), utcMidnight(to));
}

/** The UTC calendar day a moment falls on, as the API's day filters expect it. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
