import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import { useFormat } from '../../../lib/format';
import { dashboardChartsGridSx, dashboardListsGridSx } from './dashboardGrid';
import { KpiGrid } from './KpiGrid';
import { SECTION_TITLE_KEYS } from './sectionTitles';

/**
 * The dashboard's frame while its first figures load, announced once, politely: the key
 * figures' labels and the sections' headings are on screen at once (they need no data), with
 * placeholders where the numbers and drawings will be, each the size of what replaces it.
 */
export const DashboardSkeleton = memo(function DashboardSkeleton() {
  const { t } = useTranslation();
  const format = useFormat();
  const section = (title: string, height: number, action?: boolean) => (
    <SectionCard
      dense
      title={title}
      action={
        action ? (
          // Sized by the button it stands for (hidden inside it), so a heading wraps the same way
          // in the frame as beside the real button.
          <Skeleton variant="rounded">
            <Button size="small" tabIndex={-1}>
              {t('dashboard.chart.showTable')}
            </Button>
          </Skeleton>
        ) : undefined
      }
    >
      <Skeleton variant="rounded" height={height} />
    </SectionCard>
  );
  return (
    <Box role="status" sx={{ display: 'grid', gap: 3 }}>
      <span style={visuallyHidden}>{t('dashboard.loading')}</span>
      <Box aria-hidden sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ minHeight: 28 }} />
        <KpiGrid format={format} />
        <Box sx={dashboardChartsGridSx}>
          {section(t(SECTION_TITLE_KEYS.timeline), 280, true)}
          {section(t(SECTION_TITLE_KEYS.outcomes), 240, true)}
        </Box>
        <Box sx={dashboardListsGridSx}>
          {section(t(SECTION_TITLE_KEYS.intents), 200)}
          {section(t(SECTION_TITLE_KEYS.unrecognized), 200)}
        </Box>
      </Box>
    </Box>
  );
});
