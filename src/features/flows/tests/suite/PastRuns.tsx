import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../../lib/format';
import { QueryStates } from '../../../../lib/query/QueryStates';
import { flowTestQueries } from '../../api/flowTests';
import { toFlowTestRun } from '../../routes';
import { RunCounts } from '../results/RunCounts';
import { useRunText } from '../results/useRunText';

export interface PastRunsProps {
  botId: string;
  /** The suite shown; '' for the runs of every suite and of all tests. */
  tag: string;
  flowName: (flowId: string) => string;
}

/**
 * The bot's (or suite's) past runs, newest first: when, who, what was run with which model, how
 * many tests passed, failed or were stale; the date leads to the run's results.
 */
export function PastRuns({ botId, tag, flowName }: PastRunsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useRunText(flowName);
  const runs = useQuery(flowTestQueries.runs(botId, tag || undefined));
  return (
    <QueryStates
      query={runs}
      isEmpty={(answer) => answer.items.length === 0}
      emptyMessage={t(tag ? 'flows.tests.runs.emptySuite' : 'flows.tests.runs.empty')}
    >
      {(answer) => (
        <List aria-label={t('flows.tests.runs.title')} disablePadding>
          {answer.items.map((run) => (
            <ListItem key={run.id} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
              <Link
                component={RouterLink}
                to={toFlowTestRun(run.id)}
                sx={{ fontWeight: 600 }}
                aria-label={t('flows.tests.runs.open', { when: format.dateTime(run.startedAt) })}
              >
                {format.dateTime(run.startedAt)}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('flows.tests.runs.line', {
                  who: run.startedBy,
                  source: text.source(run),
                  model: text.model(run.modelId),
                })}
                {run.tag !== null && !tag && ` · ${t('flows.tests.runs.suite', { tag: run.tag })}`}
              </Typography>
              <Stack sx={{ mt: 1 }}>
                <RunCounts run={run} />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </QueryStates>
  );
}
