import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError } from '../../lib/api-client/apiClient';
import { errorBodyOf, httpStatusOf } from '../../lib/api-client/apiErrors';
import { meKeys } from '../../lib/query';

/**
 * Turns a failed change into the sentence to show in place. A 400 also went to the shared
 * snackbar, but an open dialog hides everything outside it from assistive technology, so the
 * server's sentence is repeated in place (field errors are shown by the fields). A 403 means the server
 * thinks differently about the person's role than the screen does: /me is asked again so the
 * actions the role no longer allows disappear.
 */
export function useActionFailure(): (error: unknown) => string | undefined {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof BadRequestError) {
        return errorBodyOf(error)?.message?.trim() || t('errors.badRequest');
      }
      const status = httpStatusOf(error);
      if (status === 403) {
        void queryClient.invalidateQueries({ queryKey: meKeys.all });
        return t('users.permission.denied');
      }
      if (status === 404) return t('errors.notFound');
      return t('users.actions.failed');
    },
    [queryClient, t],
  );
}
