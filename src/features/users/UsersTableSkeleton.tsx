import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Stands in for the list while its first page loads. */
export function UsersTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={t('app.loading')}>
      <Stack sx={{ gap: 1.5 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={28} />
        ))}
      </Stack>
    </Paper>
  );
}
