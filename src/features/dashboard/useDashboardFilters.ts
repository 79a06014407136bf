import { useMemo } from 'react';
import { isValidDateRange } from '../../lib/list-page/dateRange';
import { useListState } from '../../lib/list-page/useListState';
import type { DashboardParams } from './api/getDashboardSummary';
import { DASHBOARD_FILTERS, MAX_CUSTOM_DAYS } from './components/filters';

/** The dashboard's period and channel, read from and written to the address. */
export function useDashboardFilters() {
  const { state: filters, set: setFilters } = useListState(DASHBOARD_FILTERS);
  const ready =
    filters.period !== 'custom' || isValidDateRange(filters, { maxDays: MAX_CUSTOM_DAYS });

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

  return { filters, setFilters, ready, queryParams };
}
