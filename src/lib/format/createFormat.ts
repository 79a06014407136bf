import { formatDayRange, formatDay } from './calendarDay';
import { formatDuration } from './duration';
import { formatLanguageName } from './languageName';
import { dateTimeFormat, listFormat, numberFormat } from './intl';
import { formatRelativeTime } from './relativeTime';

type Moment = Date | string | number;

export interface DateTimeOptions {
  /** Down to the second, for moments where the minute is too coarse (checks, sessions). */
  seconds?: boolean;
  /** The month spelled out ("March 2, 2025"), for a tooltip that gives the full moment. */
  longDate?: boolean;
}

/**
 * Every formatter the portal shows numbers and moments with, in one language and one time zone.
 * Moments follow `timeZone`; calendar days (`day`, `dayRange`) are the API's UTC days and do not.
 * Without a time zone the runtime's own is used.
 */
export function createFormat(locale: string, timeZone?: string) {
  const moment = (value: Moment, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { ...options, timeZone }).format(new Date(value));
  const timeStyle = (seconds = false) => (seconds ? 'medium' : 'short');
  return {
    locale,
    date: (value: Moment) => moment(value, { dateStyle: 'medium' }),
    time: (value: Moment, { seconds }: Pick<DateTimeOptions, 'seconds'> = {}) =>
      moment(value, { timeStyle: timeStyle(seconds) }),
    dateTime: (value: Moment, { seconds, longDate }: DateTimeOptions = {}) =>
      moment(value, { dateStyle: longDate ? 'long' : 'medium', timeStyle: timeStyle(seconds) }),
    relativeTime: (value: Moment, now: number = Date.now()) =>
      formatRelativeTime(value, now, locale),
    day: (day: string) => formatDay(day, locale),
    dayRange: (from: string, to: string) => formatDayRange(from, to, locale),
    duration: (seconds: number) => formatDuration(seconds, locale),
    number: (value: number) => numberFormat(locale).format(value),
    /** A share between 0 and 1, with at most one decimal: "42.5%", "42,5 %". */
    percent: (rate: number) =>
      numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate),
    languageName: (tag: string) => formatLanguageName(tag, locale),
    /** "A, B and C" in the person's language. */
    list: (items: readonly string[]) => listFormat(locale, { type: 'conjunction' }).format(items),
    /** A response time: "1,200 ms", "1.200 ms". */
    milliseconds: (value: number) =>
      numberFormat(locale, { style: 'unit', unit: 'millisecond' }).format(value),
  };
}

export type Format = ReturnType<typeof createFormat>;
