import {
  CHANNEL_FILTER_VALUES,
  PERIOD_VALUES,
  type ChannelFilter,
  type Period,
} from '../../../lib/api-client/schema';

/** What the dashboard shows; kept in the URL so a view can be shared. */
export interface DashboardFilters {
  period: Period;
  channel: ChannelFilter;
  /** `YYYY-MM-DD`, only meaningful with period `custom`; '' when not chosen. */
  from: string;
  to: string;
}

// A week is the view most operators start from; "all" shows the whole platform.
export const DEFAULT_FILTERS: DashboardFilters = {
  period: '7d',
  channel: 'all',
  from: '',
  to: '',
};

/** The server accepts at most 366 days (a leap year) in one custom period. */
export const MAX_CUSTOM_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the filters from search params; unknown values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): DashboardFilters {
  const period = pick(params.get('period'), PERIOD_VALUES, DEFAULT_FILTERS.period);
  return {
    period,
    channel: pick(params.get('channel'), CHANNEL_FILTER_VALUES, DEFAULT_FILTERS.channel),
    from: period === 'custom' ? (params.get('from') ?? '') : '',
    to: period === 'custom' ? (params.get('to') ?? '') : '',
  };
}

/** The filters as search params; from/to only travel with a custom period. */
export function filtersToParams(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams({ period: filters.period, channel: filters.channel });
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  return params;
}

export type CustomPeriodError = 'required' | 'invalid' | 'order' | 'tooLong';

export interface CustomPeriodErrors {
  from?: CustomPeriodError;
  to?: CustomPeriodError;
}

const isDay = (value: string) =>
  DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Why a custom period cannot be asked for yet; empty when it can. */
export function validateCustomPeriod(from: string, to: string): CustomPeriodErrors {
  const errors: CustomPeriodErrors = {};
  if (!from) errors.from = 'required';
  else if (!isDay(from)) errors.from = 'invalid';
  if (!to) errors.to = 'required';
  else if (!isDay(to)) errors.to = 'invalid';
  if (errors.from || errors.to) return errors;
  // Same-length ISO days compare correctly as strings.
  if (from > to) return { to: 'order' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_CUSTOM_DAYS) return { from: 'tooLong' };
  return errors;
}

export const hasCustomPeriodErrors = (errors: CustomPeriodErrors) =>
  Boolean(errors.from || errors.to);
