// Durations in the interface language, the same text in every browser.

import { listFormat, numberFormat } from './intl';

const unit = (locale: string, name: 'hour' | 'minute' | 'second', value: number) =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

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
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}
