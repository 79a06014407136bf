import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import { ListSearchField, useListState } from '../../lib/list-page';
import { hasPermission, useMe } from '../../lib/query';
import { intentQueries } from './api/intentsApi';
import { CreateIntentDialog } from './intents/CreateIntentDialog';
import { IntentsGrid } from './intents/IntentsGrid';
import { INTENTS_LIST, toIntentsParams } from './intents/intentsListState';
import { TestSentence } from './predict/TestSentence';
import { TrainingPanel } from './training/TrainingPanel';
import { isLanguage } from '../../lib/api-client/isLanguage';

/**
 * The Training area: the intents the bots understand, with their examples in every enabled
 * language. Everyone with `nlu.read` reads; `nlu.edit` adds and changes intents.
 */
export default function TrainPage() {
  const { t, i18n } = useTranslation();
  const { state, set } = useListState(INTENTS_LIST);
  const intents = useQuery(intentQueries.list(toIntentsParams(state)));
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const [creating, setCreating] = useState(false);
  return (
    <PageContainer
      title={t('train.title')}
      actions={
        canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('train.intents.create')}
          </Button>
        )
      }
    >
      <Stack sx={{ gap: 2 }}>
        <TrainingPanel />
        <TestSentence language={isLanguage(i18n.language) ? i18n.language : 'en-US'} />
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
      {canEdit && <CreateIntentDialog open={creating} onClose={() => setCreating(false)} />}
    </PageContainer>
  );
}
