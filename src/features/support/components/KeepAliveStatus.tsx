import { useTranslation } from 'react-i18next';
import { useKeepAliveStatus } from '../useKeepAliveStatus';
import { StatusChip } from './StatusChip';

/** The portal's own server (keep-alive page), which the API's health cannot speak for. */
export function KeepAliveStatus() {
  const { t } = useTranslation();
  const keepAlive = useKeepAliveStatus();
  if (keepAlive.data === undefined) return <>{t('support.status.checking')}</>;
  return <StatusChip status={keepAlive.data ? 'ok' : 'down'} />;
}
