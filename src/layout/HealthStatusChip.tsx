import { useTranslation } from 'react-i18next';
import type { HealthStatus } from '../lib/api-client/schema';
import { StatusChip, type StatusTone } from './StatusChip';

const STATUS = {
  ok: { key: 'common.healthStatus.ok', tone: 'success' },
  degraded: { key: 'common.healthStatus.degraded', tone: 'warning' },
  down: { key: 'common.healthStatus.down', tone: 'error' },
  unknown: { key: 'common.healthStatus.unknown', tone: 'unknown' },
} as const satisfies Record<ShownHealth, { key: string; tone: StatusTone }>;

/** What the portal shows: the server's state, or `unknown` when it could not be checked. */
export type ShownHealth = HealthStatus | 'unknown';

/** A health state (ok, degraded, down, unknown) as a translated chip; Support and Technical show it. */
export function HealthStatusChip({ status }: { status: ShownHealth }) {
  const { t } = useTranslation();
  const { key, tone } = STATUS[status];
  return <StatusChip tone={tone} label={t(key)} />;
}
