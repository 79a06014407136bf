import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function IncomingPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('incoming.title')}>
      <EmptyState message={t('incoming.empty')} />
    </PageContainer>
  );
}
