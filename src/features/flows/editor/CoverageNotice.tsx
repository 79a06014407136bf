import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { FLOW_EDITOR_PARAMS, toFlowTestRun } from '../routes';
import type { CoverageFigures } from './useCoverage';

export type CoverageNoticeProps =
  ({ failed: false } & CoverageFigures) | { failed: true; runId: string };

/** Above the canvas while it shows a test run's coverage: the figures, the run, and Hide. */
export function CoverageNotice(props: CoverageNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [, setParams] = useSearchParams();
  const hide = () =>
    setParams(
      (params) => {
        params.delete(FLOW_EDITOR_PARAMS.coverage);
        return params;
      },
      { replace: true },
    );
  const actions = (
    <>
      <Button color="inherit" size="small" component={RouterLink} to={toFlowTestRun(props.runId)}>
        {t('flows.coverage.results')}
      </Button>
      <Button color="inherit" size="small" onClick={hide}>
        {t('flows.coverage.hide')}
      </Button>
    </>
  );
  if (props.failed) {
    return (
      <Alert severity="error" action={actions}>
        {t('flows.coverage.failed')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" action={actions}>
      {t('flows.coverage.summary', {
        when: format.dateTime(props.startedAt),
        nodes: props.nodes,
        totalNodes: props.totalNodes,
        edges: props.edges,
        totalEdges: props.totalEdges,
      })}
    </Alert>
  );
}
