import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../layout/EmptyState';
import type { ChannelFilter, DashboardSummary } from '../../../lib/api-client/schema';
import { dashboardChartsGridSx, dashboardListsGridSx } from './dashboardGrid';
import { KpiGrid } from './KpiGrid';
import { OutcomesChart } from './OutcomesChart';
import { TimelineChart } from './TimelineChart';
import { TopIntents } from './TopIntents';
import { UnrecognizedInputs } from './UnrecognizedInputs';
import { useFormat } from '../../../lib/format';

export interface DashboardSummaryViewProps {
  summary: DashboardSummary;
  channel: ChannelFilter;
  /** The figures shown are the previous choice's while the new ones load. */
  updating: boolean;
}

/** The loaded dashboard: period shown, key figures, charts and lists; or the empty state. */
export function DashboardSummaryView({ summary, channel, updating }: DashboardSummaryViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const range = format.dayRange(summary.period.from, summary.period.to);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ minHeight: 28 }}>
        <Typography color="text.secondary">{t('dashboard.range', { range })}</Typography>
        {updating && <LinearProgress aria-label={t('dashboard.updating')} sx={{ mt: 1 }} />}
      </Box>
      {summary.conversations === 0 ? (
        <EmptyState message={t('dashboard.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, opacity: updating ? 0.6 : 1 }}>
          <KpiGrid summary={summary} format={format} />
          <Box sx={dashboardChartsGridSx}>
            <TimelineChart timeline={summary.timeline} channel={channel} format={format} />
            <OutcomesChart outcomes={summary.outcomes} format={format} />
          </Box>
          <Box sx={dashboardListsGridSx}>
            <TopIntents intents={summary.topIntents} format={format} />
            <UnrecognizedInputs
              inputs={summary.unrecognizedInputs}
              period={summary.period}
              format={format}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
