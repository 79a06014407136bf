import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { intentQueries } from './api/intents';
import { IntentEditor } from './editor/IntentEditor';
import { QueryStates } from '../../lib/query/QueryStates';

/** One intent and its examples, at /train/intents/:id. */
export default function IntentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const intent = useQuery(intentQueries.detail(id));
  return (
    <QueryStates
      query={intent}
      // No heading of its own while loading: focus after navigation lands on the editor's, which
      // carries the intent's name.
      loading={<SectionSkeleton rows={6} />}
      errorFrame={(error) => <PageContainer title={t('train.title')}>{error}</PageContainer>}
    >
      {(loaded) => <IntentEditor key={loaded.id} loaded={loaded} />}
    </QueryStates>
  );
}
