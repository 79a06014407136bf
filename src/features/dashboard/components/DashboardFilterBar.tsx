import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_FILTER_VALUES,
  PERIOD_VALUES,
  type ChannelFilter,
  type Period,
} from '../../../lib/api-client/schema';
import { DateRangeField } from '../../../lib/list-page/DateRangeField';
import { MAX_CUSTOM_DAYS, type DashboardFilters } from './filters';
import { CHANNEL_FILTER_LABEL_KEYS, PERIOD_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { ToggleFilter } from './ToggleFilter';

export interface DashboardFilterBarProps {
  filters: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>) => void;
}

/**
 * Period (with custom days) and channel of the dashboard. Memoised: every state change of the
 * summary renders the page again, and the bar does not change with it.
 */
export const DashboardFilterBar = memo(function DashboardFilterBar({
  filters,
  onChange,
}: DashboardFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={t('dashboard.filters.label')} sx={{ gap: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ToggleFilter<Period>
          label={t('dashboard.filters.period')}
          value={filters.period}
          options={PERIOD_VALUES.map((value) => ({ value, label: t(PERIOD_LABEL_KEYS[value]) }))}
          onChange={(period) => onChange({ period })}
        />
        <ToggleFilter<ChannelFilter>
          label={t('dashboard.filters.channel')}
          value={filters.channel}
          options={CHANNEL_FILTER_VALUES.map((value) => ({
            value,
            label: t(CHANNEL_FILTER_LABEL_KEYS[value]),
          }))}
          onChange={(channel) => onChange({ channel })}
        />
      </Stack>
      {filters.period === 'custom' && (
        <DateRangeField
          required
          maxDays={MAX_CUSTOM_DAYS}
          value={{ from: filters.from, to: filters.to }}
          onChange={onChange}
        />
      )}
    </Stack>
  );
});
