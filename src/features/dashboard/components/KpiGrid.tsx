import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import type { DashboardSummary } from '../../../lib/api-client/schema';
import type { Format } from '../../../lib/format';

export interface KpiGridProps {
  /** Absent while the figures load: the labels show, each value a placeholder. */
  summary?: DashboardSummary;
  format: Format;
}

/** The key figures as a description list: each label (dt) with its value (dd). */
export function KpiGrid({ summary, format }: KpiGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const figures = keyFigures(summary, format, t);
  return (
    <Box component="section" aria-labelledby={headingId}>
      {/* The cards speak for themselves visually; the heading keeps the outline complete. */}
      <h2 id={headingId} style={visuallyHidden}>
        {t('dashboard.kpi.heading')}
      </h2>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        {figures.map((figure) => (
          <Paper key={figure.key} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0, mt: 0.5 }}>
              {summary ? figure.value : <Skeleton width="4ch" />}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** Each figure's label, and its value once the summary is there. */
function keyFigures(summary: DashboardSummary | undefined, format: Format, t: TFunction) {
  return [
    {
      key: 'conversations',
      label: t('dashboard.kpi.conversations'),
      value: summary ? format.number(summary.conversations) : '',
    },
    {
      key: 'contained',
      label: t('dashboard.kpi.contained'),
      value: summary ? format.percent(summary.containedRate) : '',
    },
    {
      key: 'handover',
      label: t('dashboard.kpi.handover'),
      value: summary ? format.percent(summary.handoverRate) : '',
    },
    {
      key: 'abandoned',
      label: t('dashboard.kpi.abandoned'),
      value: summary ? format.percent(summary.abandonedRate) : '',
    },
    {
      key: 'averageDuration',
      label: t('dashboard.kpi.averageDuration'),
      value: summary ? format.duration(summary.averageDurationSeconds) : '',
    },
  ];
}
