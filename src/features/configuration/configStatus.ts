import type { BotConfigStatus } from '../../lib/api-client/schema';
import type { StatusTone } from '../../layout/StatusChip';

export const CONFIG_STATUS = {
  draft: { key: 'configuration.status.draft', tone: 'warning' },
  production: { key: 'configuration.status.production', tone: 'success' },
  changed: { key: 'configuration.status.changed', tone: 'warning' },
} as const satisfies Record<BotConfigStatus, { key: string; tone: StatusTone }>;
