import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../layout/PageContainer';

/** Placeholder while the page is built. */
export default function FlowTestsPage() {
  const { t } = useTranslation();
  return <PageContainer title={t('flows.title')}>{null}</PageContainer>;
}
