import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function FlowsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('flows.title')}>
      <EmptyState message={t('flows.empty')} />
    </PageContainer>
  );
}
