import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';

export default function UsersPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('users.title')}>
      <EmptyState message={t('users.empty')} />
    </PageContainer>
  );
}
