import {
  CHANNEL_FILTER_VALUES,
  PERIOD_VALUES,
  type ChannelFilter,
  type Period,
} from '../../../lib/api-client/schema';
import { param } from '../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../lib/list-page/listState';

/** What the dashboard shows; kept in the URL so a view can be shared. */
export interface DashboardFilters {
  period: Period;
  channel: ChannelFilter;
  /** `YYYY-MM-DD`, only with period `custom`; '' when not chosen. */
  from: string;
  to: string;
}

/** The server accepts at most 366 days (a leap year) in one custom period. */
export const MAX_CUSTOM_DAYS = 366;

/**
 * The address parameters. A week is the view most operators start from; "all" shows the whole
 * platform. Shared links always name period and channel. Changes replace the history entry: Back
 * leaves the dashboard instead of stepping through every filter click.
 */
export const DASHBOARD_FILTERS: ListDefinition<DashboardFilters> = {
  params: {
    period: param.oneOf(PERIOD_VALUES, '7d', { keepDefault: true }),
    channel: param.oneOf(CHANNEL_FILTER_VALUES, 'all', { keepDefault: true }),
    from: param.day(),
    to: param.day(),
  },
  // Days travel only with a custom period.
  normalize: (filters) =>
    filters.period === 'custom' ? filters : { ...filters, from: '', to: '' },
  history: 'replace',
};
