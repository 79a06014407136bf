import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('account.title')}>
      <EmptyState message={t('account.empty')} />
    </PageContainer>
  );
}
