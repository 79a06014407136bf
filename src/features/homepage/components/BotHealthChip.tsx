import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../layout/StatusChip';
import type { BotHealth } from '../../../lib/api-client/schema';
import { BOT_HEALTH } from '../botHealth';

export function BotHealthChip({ health }: { health: BotHealth }) {
  const { t } = useTranslation();
  const { key, tone } = BOT_HEALTH[health];
  return <StatusChip tone={tone} label={t(key)} />;
}
