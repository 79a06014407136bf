import { useTranslation } from 'react-i18next';
import { StatusChip as Chip, type StatusTone } from '../../../layout/StatusChip';
import type { HealthStatus } from '../../../lib/api-client/schema';

const STATUS = {
  ok: { key: 'support.status.levels.ok', tone: 'success' },
  degraded: { key: 'support.status.levels.degraded', tone: 'warning' },
  down: { key: 'support.status.levels.down', tone: 'error' },
} as const satisfies Record<HealthStatus, { key: string; tone: StatusTone }>;

export function StatusChip({ status }: { status: HealthStatus }) {
  const { t } = useTranslation();
  const { key, tone } = STATUS[status];
  return <Chip tone={tone} label={t(key)} />;
}
