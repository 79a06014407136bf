import { PERIOD_VALUES, type DateRange } from '../../lib/api-client/schema';
import { DAY_MS, dayOf, startOfDay } from '../data';
import { readEnum } from './listQuery';
import type { FieldErrors } from './respond';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(startOfDay(value));

/**
 * The days a `period` (with `from`/`to` for `custom`) covers, inclusive, in UTC; undefined when
 * no period was asked for (and none is required) or the parameters are wrong (noted in errors).
 */
export function readPeriod(
  params: URLSearchParams,
  now: number,
  errors: FieldErrors,
  required: boolean,
): DateRange | undefined {
  const period = readEnum(params, 'period', PERIOD_VALUES, errors);
  if (period === undefined) {
    if (required && !errors.period) errors.period = 'required';
    return undefined;
  }
  const today = dayOf(now);
  if (period === 'today') return { from: today, to: today };
  if (period === '7d') return { from: dayOf(now - 6 * DAY_MS), to: today };
  if (period === '30d') return { from: dayOf(now - 29 * DAY_MS), to: today };
  const from = params.get('from');
  const to = params.get('to');
  if (!isDay(from)) errors.from = from === null ? 'required' : 'invalid';
  if (!isDay(to)) errors.to = to === null ? 'required' : 'invalid';
  if (!isDay(from) || !isDay(to)) return undefined;
  if (from > to) {
    errors.to = 'invalid';
    return undefined;
  }
  return { from, to };
}

/** Whether an ISO moment falls on one of the range's days. */
export const inRange = (at: string, range: DateRange) => {
  const day = at.slice(0, 10);
  return day >= range.from && day <= range.to;
};
