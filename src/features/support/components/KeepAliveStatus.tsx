import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../../lib/keep-alive';
import { HealthStatusChip as StatusChip } from '../../../layout/HealthStatusChip';

/** The portal's own server (keep-alive page), which the API's health cannot speak for. */
export function KeepAliveStatus() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  if (!status?.checked) return <>{t('support.status.checking')}</>;
  return <StatusChip status={status.connectionLost ? 'down' : 'ok'} />;
}
