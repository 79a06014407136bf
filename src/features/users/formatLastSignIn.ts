const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" in the person's language; beyond about a month the
 * relative form says little, so the localized date is shown instead.
 */
export function formatLastSignIn(
  iso: string,
  language: string,
  timeZone?: string,
  now: number = Date.now(),
): string {
  const at = new Date(iso);
  const elapsed = now - at.getTime();
  if (Number.isNaN(elapsed)) return iso;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.max(0, Math.round(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return relative.format(-Math.round(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.round(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return relative.format(-Math.round(elapsed / (7 * DAY)), 'week');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(at);
}

/** The full moment, for the tooltip. */
export function formatFullDate(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
