import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../../layout/DetailList';
import type { FlowTestRunSummary } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { botQueries } from '../../../../lib/query';
import { toFlowTests } from '../../routes';
import { RunCounts } from './RunCounts';
import { useRunText } from './useRunText';

/** When and by whom a run was made, of which bot and suite, on what, and how it went. */
export function RunSummary({
  run,
  flowName,
}: {
  run: FlowTestRunSummary;
  flowName: (flowId: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useRunText(flowName);
  const bots = useQuery(botQueries.list());
  const botName = bots.data?.items.find((bot) => bot.id === run.botId)?.name ?? run.botId;
  return (
    <DetailList
      details={[
        {
          id: 'when',
          term: t('flows.testRun.summary.when'),
          value: format.dateTime(run.startedAt),
        },
        { id: 'who', term: t('flows.testRun.summary.who'), value: run.startedBy },
        {
          id: 'bot',
          term: t('flows.testRun.summary.bot'),
          value: (
            <Link component={RouterLink} to={toFlowTests(run.botId)}>
              {botName}
            </Link>
          ),
        },
        {
          id: 'suite',
          term: t('flows.testRun.summary.suite'),
          value: run.tag ?? t('flows.tests.filters.allTests'),
        },
        { id: 'source', term: t('flows.testRun.summary.source'), value: text.source(run) },
        { id: 'model', term: t('flows.testRun.summary.model'), value: text.model(run.modelId) },
        { id: 'results', term: t('flows.testRun.summary.results'), value: <RunCounts run={run} /> },
      ]}
    />
  );
}
