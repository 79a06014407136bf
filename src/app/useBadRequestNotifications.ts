import type { AxiosError } from 'axios';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callersSettled,
  isBadRequestHandled,
  setBadRequestHandler,
} from '../lib/api-client/apiClient';
import { requestNavigation, traceLogsHref } from '../lib/navigation/navigationRequests';
import { notify } from '../lib/notifications';

/** The trace id the server logged the failed request under, if it sent one. */
function traceIdOf(error: AxiosError): string | undefined {
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const traceId = (body as Record<string, unknown>).traceId;
  return typeof traceId === 'string' && traceId.trim() ? traceId.trim() : undefined;
}

/**
 * Installs the API client's shared 400 handler. It sees every 400, and once the callers have had
 * theirs, raises a snackbar for those no caller showed itself (a form with the server's field
 * errors on its fields marks its 400 handled). The text is always the person's language: the
 * server's own message is English, for logs. "Open in logs" (filtered to the request's trace)
 * when the server names one.
 */
export function useBadRequestNotifications(): void {
  const { t } = useTranslation();
  useEffect(() => {
    setBadRequestHandler((error) => {
      void callersSettled().then(() => {
        if (isBadRequestHandled(error)) return;
        const traceId = traceIdOf(error);
        notify({
          message: t('errors.badRequest'),
          severity: 'error',
          action: traceId
            ? {
                label: t('errors.openInLogs'),
                run: () => requestNavigation(traceLogsHref(traceId)),
              }
            : undefined,
        });
      });
    });
    return () => setBadRequestHandler(() => {});
  }, [t]);
}
