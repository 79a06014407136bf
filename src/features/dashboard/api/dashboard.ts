import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { DashboardSummarySchema } from '../../../lib/api-client/schemas/dashboard';
import type { ChannelFilter, DashboardSummary, Period } from '../../../lib/api-client/schema';

export type DashboardParams = {
  period: Period;
  /** `YYYY-MM-DD`; required with period `custom`. */
  from?: string;
  to?: string;
  channel?: ChannelFilter;
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (params: DashboardParams) => [...dashboardKeys.all, 'summary', params] as const,
};

export function getDashboardSummary(params: DashboardParams): Promise<DashboardSummary> {
  return validated(
    'dashboard/summary',
    DashboardSummarySchema,
    apiClient.get('dashboard/summary', params),
  );
}

/** The dashboard's reads, as queryOptions factories (for pages and prefetching alike). */
export const dashboardQueries = {
  /** A custom period is only asked for once both days are chosen. */
  summary: (params: DashboardParams) =>
    queryOptions({
      queryKey: dashboardKeys.summary(params),
      queryFn: () => getDashboardSummary(params),
      enabled: params.period !== 'custom' || Boolean(params.from && params.to),
      placeholderData: keepPreviousData,
    }),
};

export const useDashboardSummary = (params: DashboardParams) =>
  useQuery(dashboardQueries.summary(params));
