import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../../layout/StatusChip';
import type { FlowTest, FlowTestResult } from '../../../../lib/api-client/schema';
import { toFlowTest } from '../../routes';
import { RESULT_STATUS } from './checkLabels';
import { TurnResults } from './TurnResults';
import { useResultStepName } from './useResultStepName';

export interface TestResultItemProps {
  result: FlowTestResult;
  /** The test as it is now; undefined when deleted since the run, or while the tests load. */
  test: FlowTest | undefined;
  /** The tests have answered: a test missing from them was deleted. */
  testsKnown: boolean;
  flowName: (flowId: string) => string;
  /** Shown by "Show more": its heading takes the focus, so the keyboard goes on from there. */
  focusOnMount?: boolean;
}

/**
 * One test's result under a heading with its name (the link to the test): passed in a line; a
 * stale test with the steps its flow no longer has; a failed one turn by turn.
 */
export function TestResultItem({
  result,
  test,
  testsKnown,
  flowName,
  focusOnMount = false,
}: TestResultItemProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const stepName = useResultStepName(result.flowId, result.status === 'failed');
  const deleted = testsKnown && test === undefined;
  const status = RESULT_STATUS[result.status];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack
        direction="row"
        sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Typography
          ref={heading}
          id={headingId}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {deleted ? (
            result.name
          ) : (
            <Link component={RouterLink} to={toFlowTest(result.testId)}>
              {result.name}
            </Link>
          )}
        </Typography>
        <StatusChip tone={status.tone} label={t(status.key)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('flows.testRun.flow', { flow: flowName(result.flowId) })}
        {deleted && ` · ${t('flows.testRun.deleted')}`}
      </Typography>
      {result.status === 'passed' && (
        <Typography variant="body2">
          {t('flows.testRun.passed', { count: result.turns.length })}
        </Typography>
      )}
      {result.status === 'stale' && (
        <Box>
          <Typography>{t('flows.testRun.stale', { count: result.missingSteps.length })}</Typography>
          <Box component="ul" sx={{ my: 1 }}>
            {result.missingSteps.map((step) => (
              <li key={step}>{t('flows.testRun.missingStep', { id: step })}</li>
            ))}
          </Box>
          <Typography>
            {t('flows.testRun.staleUpdate')}{' '}
            {!deleted && (
              <Link component={RouterLink} to={toFlowTest(result.testId)}>
                {t('flows.testRun.updateTest', { name: result.name })}
              </Link>
            )}
          </Typography>
        </Box>
      )}
      {result.status === 'failed' && (
        <TurnResults result={result} test={test} stepName={stepName} />
      )}
    </Box>
  );
}
