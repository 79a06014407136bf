import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('homepage.title')}>
      <EmptyState message={t('homepage.empty')} />
    </PageContainer>
  );
}
