import { createFormat } from '../../lib/format';

const DAY = 24 * 3_600_000;

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" in the person's language; beyond about a month the
 * relative form says little, so the date (in the chosen time zone) is shown instead.
 */
export function formatLastSignIn(
  iso: string,
  language: string,
  timeZone?: string,
  now: number = Date.now(),
): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  const format = createFormat(language, timeZone);
  return elapsed < 30 * DAY ? format.relativeTime(iso, now) : format.date(iso);
}

/** The full moment, for the tooltip. */
export const formatFullDate = (iso: string, language: string, timeZone?: string) =>
  createFormat(language, timeZone).dateTime(iso, { longDate: true });
