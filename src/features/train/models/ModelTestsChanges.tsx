import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TitledNameList } from '../../../layout/TitledNameList';
import type { FlowTestRef, ModelTestsEvaluation } from '../../../lib/api-client/schema';
import { botQueries } from '../../../lib/query';
import { toFlowTestRun } from '../../flows/routes';

type ListKey = 'newlyFailing' | 'failing' | 'newlyPassing' | 'stillFailing';

/**
 * How the bots' conversation tests fare with the model to activate: each bot's run with the
 * published flows (linked to its results turn by turn), and the tests it breaks, fixes or leaves
 * failing compared with the active model. Newly failing tests are a warning; without an active
 * model every failing test is one.
 */
export function ModelTestsChanges({
  tests,
  compared,
}: {
  tests: ModelTestsEvaluation;
  /** Whether there is an active model the runs were compared with. */
  compared: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // Runs name their bot by id; the name is shown once the shared bot list is there.
  const bots = useQuery(botQueries.list());
  const botName = (botId: string) =>
    bots.data?.items.find((bot) => bot.id === botId)?.name ?? botId;

  const list = (refs: FlowTestRef[], key: ListKey) => (
    <TitledNameList
      title={t(`train.activate.tests.${key}`, { count: refs.length })}
      items={refs.map((ref) => ({ id: ref.testId, name: ref.name }))}
    />
  );

  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {t('train.activate.tests.title')}
      </Typography>
      {tests.runs.length === 0 ? (
        <Typography>{t('train.activate.tests.none')}</Typography>
      ) : (
        <>
          <Typography>{t('train.activate.tests.runs')}</Typography>
          <Stack component="ul" sx={{ m: 0, pl: 3, gap: 0.5 }}>
            {tests.runs.map((run) => (
              <li key={run.id}>
                <Link component={RouterLink} to={toFlowTestRun(run.id)}>
                  {t('train.activate.tests.run', {
                    bot: botName(run.botId),
                    passed: run.passed,
                    failed: run.failed,
                    stale: run.stale,
                  })}
                </Link>
              </li>
            ))}
          </Stack>
          {tests.newlyFailing.length > 0 ? (
            <Alert severity="warning">
              {list(tests.newlyFailing, compared ? 'newlyFailing' : 'failing')}
            </Alert>
          ) : (
            <Typography variant="body2">{t('train.activate.tests.noneNewlyFailing')}</Typography>
          )}
          {list(tests.newlyPassing, 'newlyPassing')}
          {list(tests.stillFailing, 'stillFailing')}
        </>
      )}
    </Stack>
  );
}
