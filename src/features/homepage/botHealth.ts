import type { BotHealth } from '../../lib/api-client/schema';
import type { StatusTone } from '../../layout/StatusChip';

/** Text and tone of each health value. */
export const BOT_HEALTH = {
  healthy: { key: 'homepage.bots.healthStatus.healthy', tone: 'success' },
  degraded: { key: 'homepage.bots.healthStatus.degraded', tone: 'warning' },
  down: { key: 'homepage.bots.healthStatus.down', tone: 'error' },
} as const satisfies Record<BotHealth, { key: string; tone: StatusTone }>;
