import AddIcon from '@mui/icons-material/Add';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import type { FlowSummary } from '../../lib/api-client/schema';
import { isFiltered, useListState } from '../../lib/list-page';
import { QueryStates } from '../../lib/query/QueryStates';
import { hasPermission, useMe, botQueries } from '../../lib/query';
import { flowQueries } from './api/flows';
import { CreateFlowDialog } from './list/CreateFlowDialog';
import { DeleteFlowDialog } from './list/DeleteFlowDialog';
import { DuplicateFlowDialog } from './list/DuplicateFlowDialog';
import { FlowsFilters } from './list/FlowsFilters';
import { FlowsList } from './list/FlowsList';
import { FILTER_KEYS, FLOWS_LIST, toFlowsParams } from './list/flowsListState';
import { toFlowTests } from './routes';

type DialogChoice = { kind: 'create' } | { kind: 'duplicate' | 'delete'; flow: FlowSummary };
/** Which dialog is up; `seq` mounts each opening anew, so no form keeps the last one's input. */
type OpenDialog = DialogChoice & { open: boolean; seq: number };

/**
 * The conversation flows, searched, filtered, sorted and paged in the address. Everyone may read
 * them; with flows.edit a person creates, duplicates and deletes them here and edits them at
 * /flows/<id>.
 */
export default function FlowsPage() {
  const { t } = useTranslation();
  const { state, set, reset } = useListState(FLOWS_LIST);
  const flows = useQuery(flowQueries.list(toFlowsParams(state)));
  const bots = useQuery(botQueries.list());
  const { data: me, isPending: mePending } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  const [dialog, setDialog] = useState<OpenDialog>();

  // A page past the end (a shared link, or the last flow on the last page was deleted).
  const total = flows.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastEnd = flows.isSuccess && !flows.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) set({ page: lastPage });
  }, [pastEnd, lastPage, set]);

  const botItems = bots.data?.items;
  const botName = useCallback(
    (botId: string) => botItems?.find((bot) => bot.id === botId)?.name ?? botId,
    [botItems],
  );

  const openDialog = useCallback(
    (choice: DialogChoice) =>
      setDialog((current) => ({ ...choice, open: true, seq: (current?.seq ?? 0) + 1 })),
    [],
  );
  const closeDialog = useCallback(
    () => setDialog((current) => current && { ...current, open: false }),
    [],
  );
  const onDuplicate = useCallback(
    (flow: FlowSummary) => openDialog({ kind: 'duplicate', flow }),
    [openDialog],
  );
  const onDelete = useCallback(
    (flow: FlowSummary) => openDialog({ kind: 'delete', flow }),
    [openDialog],
  );

  const filtered = isFiltered(FLOWS_LIST, state, FILTER_KEYS);

  return (
    <PageContainer
      title={t('flows.title')}
      actions={
        <>
          {/* The tests of the bot the list is filtered to (the first bot otherwise). */}
          <Button
            component={RouterLink}
            to={toFlowTests(state.botId || undefined)}
            startIcon={<FactCheckOutlinedIcon />}
          >
            {t('flows.tests.open')}
          </Button>
          {canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => openDialog({ kind: 'create' })}
            >
              {t('flows.list.create.open')}
            </Button>
          )}
        </>
      }
    >
      <FlowsFilters
        state={state}
        bots={botItems ?? []}
        filtered={filtered}
        onChange={set}
        onClear={() => reset(FILTER_KEYS)}
      />
      <QueryStates
        query={flows}
        waiting={mePending}
        isEmpty={(answer) => answer.total === 0}
        emptyMessage={t(filtered ? 'flows.list.noMatches' : 'flows.empty')}
      >
        {(answer) => (
          <FlowsList
            flows={answer.items}
            total={answer.total}
            state={{ ...state, page: Math.min(state.page, lastPage) }}
            busy={flows.isFetching}
            onChange={set}
            botName={botName}
            canEdit={canEdit}
            onDuplicate={onDuplicate}
            onDelete={onDelete}
          />
        )}
      </QueryStates>
      {canEdit && dialog?.kind === 'create' && (
        <CreateFlowDialog
          key={dialog.seq}
          open={dialog.open}
          onClose={closeDialog}
          bots={botItems ?? []}
          botId={state.botId}
        />
      )}
      {canEdit && dialog?.kind === 'duplicate' && (
        <DuplicateFlowDialog
          key={dialog.seq}
          flow={dialog.flow}
          open={dialog.open}
          onClose={closeDialog}
          botName={botName}
        />
      )}
      {canEdit && dialog?.kind === 'delete' && (
        <DeleteFlowDialog
          key={dialog.seq}
          flow={dialog.flow}
          open={dialog.open}
          onClose={closeDialog}
        />
      )}
    </PageContainer>
  );
}
