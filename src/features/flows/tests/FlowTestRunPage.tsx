import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { SectionCard } from '../../../layout/SectionCard';
import { useFormat } from '../../../lib/format';
import { QueryStates } from '../../../lib/query/QueryStates';
import { flowTestQueries } from '../api/flowTests';
import { CoverageList } from './results/CoverageList';
import { orderResults } from './results/resultOrder';
import { RunSummary } from './results/RunSummary';
import { ResultsList } from './results/ResultsList';
import { useBotFlows } from './results/useFlowNames';

/**
 * A test run's results: its summary, each test's result (failed and stale first; a failed one
 * turn by turn up to its first difference), and per flow how much of it the tests went through,
 * with the way to see it on the canvas.
 */
export default function FlowTestRunPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { id = '' } = useParams();
  const run = useQuery(flowTestQueries.run(id));
  const botId = run.data?.botId;
  const { flowName } = useBotFlows(botId);
  // The tests as they are now hold what each turn expected; a run keeps only what happened.
  const tests = useQuery({ ...flowTestQueries.list(botId ?? ''), enabled: Boolean(botId) });
  const results = useMemo(() => orderResults(run.data?.results ?? []), [run.data]);
  const title = run.data
    ? t('flows.testRun.title', { when: format.dateTime(run.data.startedAt) })
    : t('flows.testRun.titleLoading');

  return (
    <PageContainer title={title}>
      {/* The placeholder stays until the tests are in too: expectations do not pop in later. */}
      <QueryStates query={run} waiting={tests.isPending}>
        {(answer) => (
          <Stack sx={{ gap: 3 }}>
            <SectionCard title={t('flows.testRun.summary.title')}>
              <RunSummary run={answer} flowName={flowName} />
            </SectionCard>
            <SectionCard title={t('flows.testRun.results.title')}>
              {results.length === 0 ? (
                t('flows.testRun.results.empty')
              ) : (
                <ResultsList
                  results={results}
                  tests={tests.data?.items}
                  testsKnown={tests.isSuccess}
                  flowName={flowName}
                />
              )}
            </SectionCard>
            <SectionCard title={t('flows.testRun.coverage.title')}>
              <CoverageList runId={answer.id} coverage={answer.coverage} flowName={flowName} />
            </SectionCard>
          </Stack>
        )}
      </QueryStates>
    </PageContainer>
  );
}
