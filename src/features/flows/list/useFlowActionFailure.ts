import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import { httpStatusOf } from '../../../lib/api-client/apiErrors';
import { meKeys } from '../../../lib/query';

/**
 * A failed create, copy or delete as the sentence to show in place (an open dialog hides the
 * shared snackbar from assistive technology). A 403 means the server thinks differently about
 * the person's role than the screen does: /me is read again, so the actions the role no longer
 * allows disappear.
 */
export function useFlowActionFailure(): (error: unknown) => string {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof BadRequestError) return t('errors.badRequest');
      const status = httpStatusOf(error);
      if (status === 403) {
        void queryClient.invalidateQueries({ queryKey: meKeys.all });
        return t('errors.forbidden');
      }
      if (status === 404) return t('errors.notFound');
      return t('errors.generic');
    },
    [queryClient, t],
  );
}
