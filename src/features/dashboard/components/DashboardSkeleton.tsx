import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import { dashboardChartsGridSx, dashboardListsGridSx } from './dashboardGrid';

/** The dashboard's shape while its first figures load; announced once, politely. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', gap: 3 }}>
      <span style={visuallyHidden}>{t('dashboard.loading')}</span>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={88} />
        ))}
      </Box>
      <Box aria-hidden sx={dashboardChartsGridSx}>
        <Skeleton variant="rounded" height={330} />
        <Skeleton variant="rounded" height={330} />
      </Box>
      <Box aria-hidden sx={dashboardListsGridSx}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}
