import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { configQueries } from './api/configurations';
import { useRefreshOnNewVersion } from './useRefreshOnNewVersion';
import { ConfigEditor } from './components/ConfigEditor';
import { QueryStates } from '../../lib/query/QueryStates';

/** One bot configuration: its draft in a tabbed form, its history and its way to production. */
export default function ConfigurationDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const config = useQuery(configQueries.detail(id));
  useRefreshOnNewVersion(id, config.data?.version);
  return (
    <QueryStates
      query={config}
      // No heading of its own while loading: focus after navigation lands on the editor's, which
      // carries the configuration's name.
      loading={<SectionSkeleton rows={6} />}
      errorFrame={(error) => (
        <PageContainer title={t('configuration.title')}>{error}</PageContainer>
      )}
    >
      {(loaded) => <ConfigEditor key={loaded.id} loaded={loaded} />}
    </QueryStates>
  );
}
