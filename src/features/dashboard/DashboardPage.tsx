import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('dashboard.title')}>
      <EmptyState message={t('dashboard.empty')} />
    </PageContainer>
  );
}
