import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../layout/ErrorState';
import { ListSearchField, useListState } from '../../../lib/list-page';
import { intentQueries } from '../api/intents';
import { TrainingPanel } from '../training/TrainingPanel';
import { IntentsGrid } from './IntentsGrid';
import { SimilarExamples } from './SimilarExamples';
import { INTENTS_LIST, toIntentsParams } from './intentsListState';

/** The Intents section: training the model, and the intents searched and paged in the address. */
export function IntentsSection() {
  const { t } = useTranslation();
  const { state, set } = useListState(INTENTS_LIST);
  const intents = useQuery(intentQueries.list(toIntentsParams(state)));
  return (
    <Stack sx={{ gap: 2 }}>
      <TrainingPanel />
      <SimilarExamples />
      <ListSearchField
        id="intents-search"
        value={state.q}
        onSearch={(q) => set({ q }, { replace: true })}
        label={t('train.intents.search')}
        maxLength={200}
      />
      {intents.isError && intents.data === undefined ? (
        <ErrorState error={intents.error} onRetry={() => void intents.refetch()} />
      ) : (
        <IntentsGrid
          rows={intents.data?.items ?? []}
          total={intents.data?.total ?? 0}
          loading={intents.isFetching}
          state={state}
          noRowsLabel={t(state.q ? 'train.intents.noMatches' : 'train.intents.empty')}
          onChange={set}
        />
      )}
    </Stack>
  );
}
