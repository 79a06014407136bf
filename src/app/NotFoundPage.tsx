import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../layout/PageContainer';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('notFound.title')}>
      <Typography sx={{ mb: 2 }}>{t('notFound.description')}</Typography>
      <Link component={RouterLink} to="/">
        {t('notFound.backHome')}
      </Link>
    </PageContainer>
  );
}
