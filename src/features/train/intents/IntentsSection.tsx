import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSearchField, useListState } from '../../../lib/list-page';
import { intentQueries } from '../api/intents';
import { TrainingPanel } from '../training/TrainingPanel';
import { IntentsGrid } from './IntentsGrid';
import { SimilarExamples } from '../duplicates/SimilarExamples';
import { INTENTS_LIST, toIntentsParams } from './intentsListState';
import type { IntentPage } from '../../../lib/api-client/schema';
import { QueryStates } from '../../../lib/query/QueryStates';

/** The Intents section: training the model, and the intents searched and paged in the address. */
export function IntentsSection() {
  const { t } = useTranslation();
  const { state, set } = useListState(INTENTS_LIST);
  const intents = useQuery(intentQueries.list(toIntentsParams(state)));
  const grid = (page: IntentPage | undefined) => (
    <IntentsGrid
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      loading={intents.isFetching}
      state={state}
      noRowsLabel={t(state.q ? 'train.intents.noMatches' : 'train.intents.empty')}
      onChange={set}
    />
  );
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
      {/* The grid shows loading and "no rows" itself, so it stands in while the first page loads. */}
      <QueryStates query={intents} loading={grid(undefined)}>
        {grid}
      </QueryStates>
    </Stack>
  );
}
