import type { AxiosError } from 'axios';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setBadRequestHandler } from '../lib/api-client/apiClient';
import { requestNavigation, traceLogsHref } from '../lib/navigation/navigationRequests';
import { notify } from '../lib/notifications';

/** The server's own message when it sends one, else a translated generic one. */
export function badRequestMessage(error: AxiosError, fallback: string): string {
  const body: unknown = error.response?.data;
  if (typeof body === 'object' && body !== null) {
    for (const field of ['message', 'error_description', 'detail', 'error'] as const) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return fallback;
}

/** The trace id the server logged the failed request under, if it sent one. */
function traceIdOf(error: AxiosError): string | undefined {
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const traceId = (body as Record<string, unknown>).traceId;
  return typeof traceId === 'string' && traceId.trim() ? traceId.trim() : undefined;
}

/**
 * Installs the API client's shared 400 handler: a snackbar in the person's language, with
 * "Open in logs" (filtered to the request's trace) when the server names one.
 */
export function useBadRequestNotifications(): void {
  const { t } = useTranslation();
  useEffect(() => {
    setBadRequestHandler((error) => {
      const traceId = traceIdOf(error);
      notify({
        message: badRequestMessage(error, t('errors.badRequest')),
        severity: 'error',
        action: traceId
          ? { label: t('errors.openInLogs'), run: () => requestNavigation(traceLogsHref(traceId)) }
          : undefined,
      });
    });
    return () => setBadRequestHandler(() => {});
  }, [t]);
}
