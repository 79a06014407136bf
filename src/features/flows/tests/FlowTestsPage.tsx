import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../layout/PageContainer';
import { SectionCard } from '../../../layout/SectionCard';
import type { FlowTest } from '../../../lib/api-client/schema';
import { useListState } from '../../../lib/list-page/useListState';
import { botQueries, hasPermission, useMe } from '../../../lib/query';
import { QueryStates } from '../../../lib/query/QueryStates';
import { flowTestQueries } from '../api/flowTests';
import { useBotFlows } from './results/useFlowNames';
import { DeleteTestDialog } from './suite/DeleteTestDialog';
import { DuplicateTestDialog } from './suite/DuplicateTestDialog';
import { PastRuns } from './suite/PastRuns';
import { RunTestsForm } from './suite/RunTestsForm';
import { TestsFilters } from './suite/TestsFilters';
import { FLOW_TESTS_LIST } from './suite/testsListState';
import { TestsList } from './suite/TestsList';
import { useToggleTest } from './suite/useToggleTest';

/** Which dialog is up; `seq` mounts each opening anew, so no form keeps the last one's input. */
type OpenDialog = { kind: 'duplicate' | 'delete'; test: FlowTest; open: boolean; seq: number };

const byName = (a: FlowTest, b: FlowTest) => a.name.localeCompare(b.name);

/**
 * A bot's conversation tests (all, or one suite: a tag), running them, and their past runs. The
 * bot and the suite are in the address (`?bot=&tag=`); the first bot is shown until one is
 * chosen. Everyone who reads flows may run the tests; with flows.edit a person also enables,
 * disables, duplicates and deletes them.
 */
export default function FlowTestsPage() {
  const { t } = useTranslation();
  const { state, set } = useListState(FLOW_TESTS_LIST);
  const bots = useQuery(botQueries.list());
  const botItems = bots.data?.items;
  const botId = state.bot || botItems?.[0]?.id;
  // The bot's tests whole: the suites are their tags, and a copy's name must be new in the bot.
  const tests = useQuery({ ...flowTestQueries.list(botId ?? ''), enabled: Boolean(botId) });
  const { flows, flowName } = useBotFlows(botId);
  const { data: me, isPending: mePending } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  const toggle = useToggleTest();
  const [dialog, setDialog] = useState<OpenDialog>();

  const allTests = useMemo(() => tests.data?.items ?? [], [tests.data]);
  const tags = useMemo(
    () => [...new Set(allTests.flatMap((test) => test.tags))].sort((a, b) => a.localeCompare(b)),
    [allTests],
  );
  const shown = useMemo(
    () => allTests.filter((test) => !state.tag || test.tags.includes(state.tag)).sort(byName),
    [allTests, state.tag],
  );

  const openDialog = useCallback(
    (kind: OpenDialog['kind'], test: FlowTest) =>
      setDialog((current) => ({ kind, test, open: true, seq: (current?.seq ?? 0) + 1 })),
    [],
  );
  const closeDialog = useCallback(
    () => setDialog((current) => current && { ...current, open: false }),
    [],
  );
  const onDuplicate = useCallback((test: FlowTest) => openDialog('duplicate', test), [openDialog]);
  const onDelete = useCallback((test: FlowTest) => openDialog('delete', test), [openDialog]);

  return (
    <PageContainer title={t('flows.tests.title')}>
      <QueryStates
        query={bots}
        isEmpty={(answer) => answer.items.length === 0}
        emptyMessage={t('flows.tests.noBots')}
      >
        {(answer) =>
          botId && (
            <>
              <TestsFilters
                botId={botId}
                tag={state.tag}
                bots={answer.items}
                tags={tags}
                onChange={set}
              />
              <Stack sx={{ gap: 3 }}>
                <SectionCard title={t('flows.tests.list.title')}>
                  <QueryStates
                    query={tests}
                    waiting={mePending}
                    isEmpty={() => shown.length === 0}
                    emptyMessage={t(
                      state.tag && allTests.length > 0
                        ? 'flows.tests.list.emptySuite'
                        : 'flows.tests.list.empty',
                    )}
                  >
                    {() => (
                      <TestsList
                        tests={shown}
                        flowName={flowName}
                        canEdit={canEdit}
                        onToggle={toggle}
                        onDuplicate={onDuplicate}
                        onDelete={onDelete}
                      />
                    )}
                  </QueryStates>
                </SectionCard>
                <SectionCard title={t('flows.tests.run.title')}>
                  <RunTestsForm
                    key={`${botId}\n${state.tag}`}
                    botId={botId}
                    tag={state.tag}
                    flows={flows}
                  />
                </SectionCard>
                <SectionCard title={t('flows.tests.runs.title')}>
                  <PastRuns botId={botId} tag={state.tag} flowName={flowName} />
                </SectionCard>
              </Stack>
            </>
          )
        }
      </QueryStates>
      {canEdit && dialog?.kind === 'duplicate' && (
        <DuplicateTestDialog
          key={dialog.seq}
          test={dialog.test}
          known={allTests}
          open={dialog.open}
          onClose={closeDialog}
        />
      )}
      {canEdit && dialog?.kind === 'delete' && (
        <DeleteTestDialog
          key={dialog.seq}
          test={dialog.test}
          open={dialog.open}
          onClose={closeDialog}
        />
      )}
    </PageContainer>
  );
}
