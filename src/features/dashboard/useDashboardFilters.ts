import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardParams } from './api/getDashboardSummary';
import {
  filtersToParams,
  hasCustomPeriodErrors,
  parseFilters,
  validateCustomPeriod,
  type DashboardFilters,
} from './components/filters';

/**
 * The dashboard's period and channel, read from and written to the URL's search params, so a
 * view can be bookmarked and shared. Changes replace the history entry: Back leaves the
 * dashboard instead of stepping through every filter click.
 */
export function useDashboardFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);

  const customErrors = useMemo(
    () => (filters.period === 'custom' ? validateCustomPeriod(filters.from, filters.to) : {}),
    [filters],
  );
  const ready = !hasCustomPeriodErrors(customErrors);

  // An unfinished custom period is passed without days: the query hook then waits.
  const queryParams = useMemo<DashboardParams>(
    () =>
      filters.period !== 'custom'
        ? { period: filters.period, channel: filters.channel }
        : ready
          ? { period: 'custom', from: filters.from, to: filters.to, channel: filters.channel }
          : { period: 'custom', channel: filters.channel },
    [filters, ready],
  );

  const setFilters = useCallback(
    (change: Partial<DashboardFilters>) => {
      setSearchParams(
        (current) => {
          // Other params (e.g. another feature's `lng`) stay as they are.
          const next = new URLSearchParams(current);
          for (const key of ['period', 'channel', 'from', 'to']) next.delete(key);
          filtersToParams({ ...parseFilters(current), ...change }).forEach((value, key) =>
            next.set(key, value),
          );
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { filters, setFilters, customErrors, ready, queryParams };
}
