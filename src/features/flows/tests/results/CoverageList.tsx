import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowCoverage } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { toFlowCoverage } from '../../routes';

/** Per flow: how many of its steps and connections the run's tests went through, and where. */
export function CoverageList({
  runId,
  coverage,
  flowName,
}: {
  runId: string;
  coverage: readonly FlowCoverage[];
  flowName: (flowId: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (coverage.length === 0) {
    return <Typography color="text.secondary">{t('flows.testRun.coverage.none')}</Typography>;
  }
  return (
    <List aria-label={t('flows.testRun.coverage.title')} disablePadding>
      {coverage.map((flow) => {
        const name = flowName(flow.flowId);
        return (
          <ListItem key={flow.flowId} divider sx={{ display: 'block', px: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography variant="body2">
              {t('flows.testRun.coverage.figures', {
                steps: format.number(flow.nodes.length),
                totalSteps: format.number(flow.totalNodes),
                connections: format.number(flow.edges.length),
                totalConnections: format.number(flow.totalEdges),
              })}
            </Typography>
            <Link
              component={RouterLink}
              to={toFlowCoverage(flow.flowId, runId)}
              aria-label={t('flows.testRun.coverage.showFor', { flow: name })}
            >
              {t('flows.testRun.coverage.show')}
            </Link>
          </ListItem>
        );
      })}
    </List>
  );
}
