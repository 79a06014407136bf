import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function ConfigurationPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('configuration.title')}>
      <EmptyState message={t('configuration.empty')} />
    </PageContainer>
  );
}
