import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../layout/DetailList';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useFormat } from '../../../lib/format';
import { useHealth } from '../api/health';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { KeepAliveStatus } from './KeepAliveStatus';
import { HealthStatusChip as StatusChip } from '../../../layout/HealthStatusChip';

export function SystemStatusSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const health = useHealth();
  const keepAliveRow = {
    id: 'keepAlive',
    term: t('support.status.keepAlive'),
    value: <KeepAliveStatus />,
  };
  return (
    <SectionCard title={t('support.status.title')}>
      {health.isPending ? (
        <SectionSkeleton rows={4} height={32} />
      ) : health.isError ? (
        <>
          <DetailList details={[keepAliveRow]} />
          <ErrorState error={health.error} onRetry={() => void health.refetch()} />
        </>
      ) : (
        <>
          <DetailList
            details={[
              {
                id: 'overall',
                term: t('support.status.overall'),
                value: <StatusChip status={health.data.status} />,
              },
              keepAliveRow,
              ...health.data.components.map((component) => ({
                id: `component-${component.name}`,
                term: componentLabel(t, component.name),
                value: <StatusChip status={component.status} />,
              })),
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('support.status.checkedAt', {
              time: format.dateTime(health.data.checkedAt, { seconds: true }),
            })}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
