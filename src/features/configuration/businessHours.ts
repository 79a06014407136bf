import type { BusinessHours, OpeningRange, Weekday } from '../../lib/api-client/schema';
import { dateTimeFormat } from '../../lib/format/intl';

const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `HH:MM` → minutes after midnight (`24:00` is the end of the day). */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The calendar day, weekday and minute of an instant in a time zone. */
export function localMoment(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return { date, day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export type OpenState =
  | { open: true; until: string }
  | { open: false; reason: 'holiday'; holiday: string }
  | { open: false; reason: 'override' | 'hours' };

/**
 * Whether callers reach the bot's opening hours at an instant, in the configuration's own time
 * zone (not the viewer's): a one-off override for the day wins, then a holiday, then the weekly
 * ranges.
 */
export function openState(hours: BusinessHours, timeZone: string, instant: Date): OpenState {
  const { date, day, minutes } = localMoment(instant, timeZone);
  const override = hours.overrides.find((candidate) => candidate.date === date);
  if (override) {
    if (override.closed || !override.from || !override.to)
      return { open: false, reason: 'override' };
    return minutesOf(override.from) <= minutes && minutes < minutesOf(override.to)
      ? { open: true, until: override.to }
      : { open: false, reason: 'override' };
  }
  const holiday = hours.holidays.find((candidate) => candidate.date === date);
  if (holiday) return { open: false, reason: 'holiday', holiday: holiday.name };
  const range = hours.weekly.find(
    (candidate) =>
      candidate.day === day &&
      minutesOf(candidate.from) <= minutes &&
      minutes < minutesOf(candidate.to),
  );
  return range ? { open: true, until: range.to } : { open: false, reason: 'hours' };
}

/**
 * The ranges at fault, by index: one that does not end after it starts, or one that overlaps an
 * earlier range of the same day (the later one is marked, so the person fixes what they added).
 */
export function invalidRanges(weekly: readonly OpeningRange[]): Map<number, 'order' | 'overlap'> {
  const faults = new Map<number, 'order' | 'overlap'>();
  weekly.forEach((range, index) => {
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (to <= from) {
      faults.set(index, 'order');
      return;
    }
    const overlaps = weekly
      .slice(0, index)
      .some(
        (earlier) =>
          earlier.day === range.day && minutesOf(earlier.from) < to && from < minutesOf(earlier.to),
      );
    if (overlaps) faults.set(index, 'overlap');
  });
  return faults;
}
