import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { intentQueries } from './api/intents';
import { IntentEditor } from './editor/IntentEditor';

/** One intent and its examples, at /train/intents/:id. */
export default function IntentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const intent = useQuery(intentQueries.detail(id));
  if (intent.data) return <IntentEditor key={intent.data.id} loaded={intent.data} />;
  if (intent.isError) {
    return (
      <PageContainer title={t('train.title')}>
        <ErrorState error={intent.error} onRetry={() => void intent.refetch()} />
      </PageContainer>
    );
  }
  // No heading of its own while loading: focus after navigation lands on the editor's, which
  // carries the intent's name.
  return <SectionSkeleton rows={6} />;
}
