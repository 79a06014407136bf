import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('support.title')}>
      <EmptyState message={t('support.empty')} />
    </PageContainer>
  );
}
