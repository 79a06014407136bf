import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import type { DashboardSummary } from '../../../lib/api-client/schema';
import type { Format } from '../../../lib/format';

export interface KpiGridProps {
  summary: DashboardSummary;
  format: Format;
}

/** The key figures as a description list: each label (dt) with its value (dd). */
export function KpiGrid({ summary, format }: KpiGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const figures = [
    {
      key: 'conversations',
      label: t('dashboard.kpi.conversations'),
      value: format.number(summary.conversations),
    },
    {
      key: 'contained',
      label: t('dashboard.kpi.contained'),
      value: format.percent(summary.containedRate),
    },
    {
      key: 'handover',
      label: t('dashboard.kpi.handover'),
      value: format.percent(summary.handoverRate),
    },
    {
      key: 'abandoned',
      label: t('dashboard.kpi.abandoned'),
      value: format.percent(summary.abandonedRate),
    },
    {
      key: 'averageDuration',
      label: t('dashboard.kpi.averageDuration'),
      value: format.duration(summary.averageDurationSeconds),
    },
  ];
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
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
