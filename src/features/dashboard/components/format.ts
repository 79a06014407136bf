// Pure formatters for the dashboard's figures. Each takes the interface language explicitly, so
// they can be tested per language without an i18n instance.

/** Whole numbers: "1,234" (en-US), "1.234" (de-DE). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A rate between 0 and 1 as a percentage with at most one decimal: "42.5%", "42,5 %". */
export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** `YYYY-MM-DD` as a UTC midnight; the API's days are UTC days. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day of the timeline, short: "Jun 3" (en-US), "3. Juni" (de-DE), "6月3日" (ja-JP). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** The period shown: "Jun 1 – 30, 2025"; a single day when from and to are the same. */
export function formatDayRange(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return from === to ? format.format(utcDay(from)) : format.formatRange(utcDay(from), utcDay(to));
}
