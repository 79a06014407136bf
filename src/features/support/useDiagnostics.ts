import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../lib/keep-alive';
import { newCorrelationId } from './correlationId';
import { collectDiagnostics, type Diagnostics } from './diagnostics';
import { useOnline } from './useOnline';

/**
 * The diagnostics as of a given moment. One correlation id per visit of the page, so what is
 * copied into a chat and what is attached to the request can be matched.
 */
export function useDiagnostics(): (now: number) => Diagnostics {
  const { i18n } = useTranslation();
  const online = useOnline();
  // The layout's keep-alive result: Support starts no poll of its own.
  const status = useConnectionStatus();
  const [correlationId] = useState(newCorrelationId);
  const keepAliveOk = status?.checked ? !status.connectionLost : undefined;
  return useCallback(
    (now: number) =>
      collectDiagnostics({ language: i18n.language, correlationId, online, keepAliveOk, now }),
    [i18n.language, correlationId, online, keepAliveOk],
  );
}
