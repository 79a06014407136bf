import { formatRelativeTime } from '../../lib/format';

const DAY = 24 * 3_600_000;

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
  if (elapsed < 30 * DAY) return formatRelativeTime(at, now, language);
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
