import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function TrainPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('train.title')}>
      <EmptyState message={t('train.empty')} />
    </PageContainer>
  );
}
