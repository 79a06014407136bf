import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function TechPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('tech.title')}>
      <EmptyState message={t('tech.empty')} />
    </PageContainer>
  );
}
