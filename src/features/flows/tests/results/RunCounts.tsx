import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../../layout/StatusChip';
import type { FlowTestRunSummary } from '../../../../lib/api-client/schema';

/** Passed, failed and stale tests of a run: text plus a coloured icon each. */
export function RunCounts({
  run,
}: {
  run: Pick<FlowTestRunSummary, 'passed' | 'failed' | 'stale'>;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <StatusChip tone="success" label={t('flows.tests.counts.passed', { count: run.passed })} />
      <StatusChip
        tone={run.failed > 0 ? 'error' : 'success'}
        label={t('flows.tests.counts.failed', { count: run.failed })}
      />
      <StatusChip
        tone={run.stale > 0 ? 'warning' : 'success'}
        label={t('flows.tests.counts.stale', { count: run.stale })}
      />
    </Stack>
  );
}
