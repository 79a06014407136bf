import type { AxiosError } from 'axios';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setBadRequestHandler } from '../lib/api-client/apiClient';
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

/** Installs the API client's shared 400 handler: a snackbar in the person's language. */
export function useBadRequestNotifications(): void {
  const { t } = useTranslation();
  useEffect(() => {
    setBadRequestHandler((error) =>
      notify({ message: badRequestMessage(error, t('errors.badRequest')), severity: 'error' }),
    );
    return () => setBadRequestHandler(() => {});
  }, [t]);
}
