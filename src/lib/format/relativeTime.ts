import { relativeTimeFormat } from './intl';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "vor 2 Stunden": the largest whole unit, in `language`. */
export function formatRelativeTime(at: string | number | Date, now: number, language: string) {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute: "now" rather than a ticking second count.
  return format.format(0, 'second');
}
