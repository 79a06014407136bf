import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../layout/DetailList';
import { HealthStatusChip } from '../../../layout/HealthStatusChip';
import type { LatencyPoint } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { componentLogsHref, type ComponentView } from './healthView';
import { LatencySparkline } from './LatencySparkline';

const MESSAGE_KEYS = {
  elevated_latency: 'tech.health.messages.elevatedLatency',
  unreachable: 'tech.health.messages.unreachable',
} as const;

export function HealthCard({
  view,
  points,
  now,
}: {
  view: ComponentView;
  points: readonly LatencyPoint[];
  now: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { component, status, stale } = view;
  const name = componentLabel(t, component.name);
  const ms = (value: number | null) =>
    value === null ? t('tech.health.notMeasured') : format.milliseconds(value);
  const message =
    component.message && Object.hasOwn(MESSAGE_KEYS, component.message)
      ? t(MESSAGE_KEYS[component.message as keyof typeof MESSAGE_KEYS])
      : component.message;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={name}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <HealthStatusChip status={status} />
      </Stack>
      {message && status !== 'unknown' && status !== 'ok' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      <DetailList
        details={[
          { id: 'p50', term: t('tech.health.p50'), value: ms(component.latency.p50) },
          { id: 'p95', term: t('tech.health.p95'), value: ms(component.latency.p95) },
          { id: 'p99', term: t('tech.health.p99'), value: ms(component.latency.p99) },
          {
            id: 'errorRate',
            term: t('tech.health.errorRate'),
            value:
              component.errorRate === null
                ? t('tech.health.notMeasured')
                : format.percent(component.errorRate),
          },
        ]}
      />
      <LatencySparkline points={points} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('tech.health.checkedAt', { when: format.relativeTime(component.checkedAt, now) })}
      </Typography>
      {stale && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('tech.health.stale')}
        </Alert>
      )}
      <Link
        component={RouterLink}
        to={componentLogsHref(view)}
        sx={{ mt: 1, display: 'inline-block' }}
      >
        {t('tech.health.openLogs', { name })}
      </Link>
    </Paper>
  );
}
