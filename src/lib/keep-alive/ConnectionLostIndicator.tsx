import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useKeepAlive } from './useKeepAlive';

export interface ConnectionLostIndicatorProps {
  /** Poll only while signed in; the login screen has nothing to keep alive. */
  enabled: boolean;
  intervalMs?: number;
}

/** Shows a notice while the portal's server cannot be reached; renders nothing otherwise. */
export function ConnectionLostIndicator({ enabled, intervalMs }: ConnectionLostIndicatorProps) {
  const { t } = useTranslation();
  const { connectionLost } = useKeepAlive(enabled, intervalMs);
  if (!connectionLost) return null;
  return (
    <Alert severity="warning" variant="filled" role="alert">
      {t('layout.connection.lost')}
    </Alert>
  );
}
