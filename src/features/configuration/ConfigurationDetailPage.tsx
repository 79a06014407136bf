import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { configQueries } from './api/configurations';
import { useRefreshOnNewVersion } from './useRefreshOnNewVersion';
import { ConfigEditor } from './components/ConfigEditor';

/** One bot configuration: its draft in a tabbed form, its history and its way to production. */
export default function ConfigurationDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const config = useQuery(configQueries.detail(id));
  useRefreshOnNewVersion(id, config.data?.version);
  if (config.data) return <ConfigEditor key={config.data.id} loaded={config.data} />;
  if (config.isError) {
    return (
      <PageContainer title={t('configuration.title')}>
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      </PageContainer>
    );
  }
  // No heading of its own while loading: focus after navigation lands on the editor's, which
  // carries the configuration's name.
  return <SectionSkeleton rows={6} />;
}
