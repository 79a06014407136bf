import { z } from 'zod/mini';
import { isDay } from './listParams';

/** Two calendar days `YYYY-MM-DD`, both included; '' while a day is not chosen. */
export interface DateRange {
  from: string;
  to: string;
}

export type DateRangeError = 'required' | 'invalid' | 'order' | 'tooLong';

export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeError>>;

export interface DateRangeRules {
  /** The longest range the server accepts, in days (both ends included). */
  maxDays?: number;
}

const DAY_MS = 86_400_000;

/** How many calendar days a range holds, both ends included. */
export const daysIn = ({ from, to }: DateRange) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

const daySchema = z.string().check(z.minLength(1, 'required'), z.refine(isDay, 'invalid'));

/** The range's rules as a zod schema; each issue's message is a `DateRangeError`. */
export function dateRangeSchema({ maxDays }: DateRangeRules = {}) {
  return z.object({ from: daySchema, to: daySchema }).check(
    // Same-length ISO days compare correctly as strings.
    z.refine(({ from, to }) => from <= to, { message: 'order', path: ['to'] }),
    z.refine(
      ({ from, to }) => maxDays === undefined || from > to || daysIn({ from, to }) <= maxDays,
      { message: 'tooLong', path: ['from'] },
    ),
  );
}

/** Why a range cannot be asked for yet, the first reason per day; empty when it can. */
export function validateDateRange(range: DateRange, rules?: DateRangeRules): DateRangeErrors {
  const result = dateRangeSchema(rules).safeParse(range);
  const errors: DateRangeErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (field === 'from' || field === 'to') errors[field] ??= issue.message as DateRangeError;
  }
  return errors;
}

/** A range the server accepts: two real days, the first not after the second. */
export const isValidDateRange = (range: DateRange, rules?: DateRangeRules) =>
  dateRangeSchema(rules).safeParse(range).success;
