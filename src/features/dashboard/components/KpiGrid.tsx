import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import type { DashboardSummary } from '../../../lib/api-client/schema';
import type { Format } from '../../../lib/format';

export interface KpiGridProps {
  /** Absent while the figures load: the labels show, each value a placeholder. */
  summary?: DashboardSummary;
  format: Format;
}

/** A key figure: its label, its value in the interface language's format, its lines. */
interface KeyFigure {
  key: string;
  labelKey: ParseKeys;
  value: (summary: DashboardSummary, format: Format) => string;
  /** Lines kept free for the value, in the loading frame too, so nothing below moves. */
  lines?: number;
}

const FIGURES: readonly KeyFigure[] = [
  {
    key: 'conversations',
    labelKey: 'dashboard.kpi.conversations',
    value: (summary, format) => format.number(summary.conversations),
  },
  {
    key: 'contained',
    labelKey: 'dashboard.kpi.contained',
    value: (summary, format) => format.percent(summary.containedRate),
  },
  {
    key: 'handover',
    labelKey: 'dashboard.kpi.handover',
    value: (summary, format) => format.percent(summary.handoverRate),
  },
  {
    key: 'abandoned',
    labelKey: 'dashboard.kpi.abandoned',
    value: (summary, format) => format.percent(summary.abandonedRate),
  },
  {
    key: 'averageDuration',
    labelKey: 'dashboard.kpi.averageDuration',
    value: (summary, format) => format.duration(summary.averageDurationSeconds),
    // "3 Min., 21 Sek." takes two lines in a narrow card.
    lines: 2,
  },
];

/** The key figures as a description list: each label (dt) with its value (dd). */
export function KpiGrid({ summary, format }: KpiGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
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
          // Two columns on a phone leave the fifth figure alone in its row: across both.
          '& > :last-child:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {FIGURES.map((figure) => (
          <Paper key={figure.key} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(figure.labelKey)}
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ m: 0, mt: 0.5, minHeight: figure.lines && `${figure.lines}lh` }}
            >
              {summary ? figure.value(summary, format) : <Skeleton width="4ch" />}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
