import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { QueryStates } from '../../../lib/query/QueryStates';
import { flowTestQueries } from '../api/flowTests';
import { FlowTestEditor } from './editor/FlowTestEditor';

/** One conversation test in its editor, at /flows/tests/:id. */
export default function FlowTestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const test = useQuery(flowTestQueries.detail(id));
  return (
    <QueryStates
      query={test}
      // No heading of its own while loading: focus after navigation lands on the editor's, which
      // carries the test's name.
      loading={<SectionSkeleton rows={6} />}
      errorFrame={(error) => <PageContainer title={t('flows.test.title')}>{error}</PageContainer>}
    >
      {(loaded) => <FlowTestEditor key={loaded.id} loaded={loaded} />}
    </QueryStates>
  );
}
