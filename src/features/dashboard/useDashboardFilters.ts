import { useMemo } from 'react';
import { isValidDateRange } from '../../lib/list-page/dateRange';
import { useListState } from '../../lib/list-page/useListState';
import type { DashboardParams } from './api/dashboard';
import { DASHBOARD_FILTERS, MAX_CUSTOM_DAYS, type DashboardFilters } from './components/filters';

/** Whether the filters ask for something: a custom period needs both days, within the limit. */
export const filtersReady = (filters: DashboardFilters) =>
  filters.period !== 'custom' || isValidDateRange(filters, { maxDays: MAX_CUSTOM_DAYS });

/** The summary query for the filters; an unfinished custom period goes without days (it waits). */
export function toDashboardParams(filters: DashboardFilters): DashboardParams {
  if (filters.period !== 'custom') return { period: filters.period, channel: filters.channel };
  return filtersReady(filters)
    ? { period: 'custom', from: filters.from, to: filters.to, channel: filters.channel }
    : { period: 'custom', channel: filters.channel };
}

/** The dashboard's period and channel, read from and written to the address. */
export function useDashboardFilters() {
  const { state: filters, set: setFilters } = useListState(DASHBOARD_FILTERS);
  const ready = filtersReady(filters);
  const queryParams = useMemo(() => toDashboardParams(filters), [filters]);
  return { filters, setFilters, ready, queryParams };
}
