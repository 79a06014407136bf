import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

/** Placeholder rows while a section's data loads; screen readers hear "Loading…" once. */
export function SectionSkeleton({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
      <span style={visuallyHidden}>{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} aria-hidden />
      ))}
    </Box>
  );
}
