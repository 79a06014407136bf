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

const unit = (locale: string, name: 'hour' | 'minute' | 'second', value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * A duration as "3 min 25 sec" in the interface language. Built from Intl unit formats joined by
 * Intl.ListFormat rather than Intl.DurationFormat, which Node 20 and older browsers lack, so
 * every browser shows the same text. Zero parts are left out; hours only from one hour up.
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const rounded = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = rounded % 60;
  const parts = [
    hours > 0 ? unit(locale, 'hour', hours) : undefined,
    minutes > 0 ? unit(locale, 'minute', minutes) : undefined,
    seconds > 0 || rounded === 0 ? unit(locale, 'second', seconds) : undefined,
  ].filter((part): part is string => part !== undefined);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
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

/**
 * A language tag's name in the interface language: "German" for de-DE in en-US. The region is
 * left out: the portal's languages each have one region, so it would only add noise.
 */
export function formatLanguageName(tag: string, locale: string): string {
  const base = tag.split('-')[0] ?? tag;
  return new Intl.DisplayNames([locale], { type: 'language' }).of(base) ?? tag;
}
