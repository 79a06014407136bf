import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TitledNameList } from '../../../layout/TitledNameList';
import type { FlowTestComparison, FlowTestRef } from '../../../lib/api-client/schema';
import { toFlowTestRun } from '../routes';

export interface TestGuardProps {
  comparison: UseQueryResult<FlowTestComparison>;
  headingLevel: 3 | 4;
}

/**
 * The publish guard's findings: the bot's tests run with the draft and with the published
 * version, and what the draft changes (newly failing first). Publishing decides on them; a
 * comparison that could not be made does not keep anyone from publishing (the server compares
 * again when it publishes).
 */
export function TestGuard({ comparison, headingLevel }: TestGuardProps) {
  const { t } = useTranslation();
  const heading = (
    <Typography component={`h${headingLevel}`} variant="subtitle2">
      {t('flows.publish.tests.title')}
    </Typography>
  );
  if (comparison.isPending) {
    return (
      <Stack sx={{ gap: 1 }} role="status">
        {heading}
        <Typography variant="body2">{t('flows.publish.tests.running')}</Typography>
        <LinearProgress aria-label={t('flows.publish.tests.running')} />
      </Stack>
    );
  }
  if (comparison.isError) {
    return (
      <Stack sx={{ gap: 1 }}>
        {heading}
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void comparison.refetch()}>
              {t('flows.publish.tests.retry')}
            </Button>
          }
        >
          {t('flows.publish.tests.failed')}
        </Alert>
      </Stack>
    );
  }
  const { draft, newlyFailing, newlyPassing, stillFailing, stale } = comparison.data;
  const total = draft.passed + draft.failed + draft.stale;
  if (total === 0) {
    return (
      <Stack sx={{ gap: 1 }}>
        {heading}
        <Typography variant="body2">{t('flows.publish.tests.none')}</Typography>
      </Stack>
    );
  }
  const list = (
    refs: FlowTestRef[],
    key: 'newlyFailing' | 'newlyPassing' | 'stillFailing' | 'stale',
  ) => (
    <TitledNameList
      title={t(`flows.publish.tests.${key}`, { count: refs.length })}
      items={refs.map((ref) => ({ id: ref.testId, name: ref.name }))}
    />
  );
  return (
    <Stack sx={{ gap: 1 }}>
      {heading}
      <Typography variant="body2">
        {t('flows.publish.tests.summary', {
          passed: draft.passed,
          failed: draft.failed,
          stale: draft.stale,
        })}
      </Typography>
      {newlyFailing.length > 0 ? (
        <Alert severity="warning">
          {list(newlyFailing, 'newlyFailing')}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('flows.publish.tests.confirmHint')}
          </Typography>
        </Alert>
      ) : (
        <Typography variant="body2">{t('flows.publish.tests.noneNewlyFailing')}</Typography>
      )}
      {list(newlyPassing, 'newlyPassing')}
      {list(stillFailing, 'stillFailing')}
      {list(stale, 'stale')}
      <Link component={RouterLink} to={toFlowTestRun(draft.id)} sx={{ alignSelf: 'flex-start' }}>
        {t('flows.publish.tests.results')}
      </Link>
    </Stack>
  );
}
