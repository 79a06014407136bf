import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictError, markBadRequestHandled } from '../../../../lib/api-client/apiClient';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { notify } from '../../../../lib/notifications';
import { useSaveFlowTest } from '../../api/flowTests';
import { useFlowActionFailure } from '../../list/useFlowActionFailure';
import { testFieldsOf } from './testCopies';

/**
 * Enables or disables a test: the whole test with the version the list shows. A colleague's save
 * in between (409) changes nothing; the list reads the tests again and the person is told to look
 * and try again, since their copy of the test was not the current one. A second request for a
 * test whose save is under way is ignored (the menu stays usable, so the focus is never lost to a
 * disabled button).
 */
export function useToggleTest() {
  const { t } = useTranslation();
  const save = useSaveFlowTest();
  const failure = useFlowActionFailure();
  const { mutate } = save;
  const savingId = save.isPending ? save.variables.id : undefined;
  const toggle = useCallback(
    (test: FlowTest) => {
      if (test.id === savingId) return;
      const enabled = !test.enabled;
      mutate(
        { id: test.id, update: { ...testFieldsOf(test), enabled, version: test.version } },
        {
          onSuccess: (saved) =>
            notify({
              message: t(enabled ? 'flows.tests.toggle.enabled' : 'flows.tests.toggle.disabled', {
                name: saved.name,
              }),
              severity: 'success',
            }),
          onError: (error) => {
            // Told here, once: the shared handler adds no second message for a 400.
            markBadRequestHandled(error);
            notify(
              error instanceof ConflictError
                ? {
                    message: t('flows.tests.toggle.conflict', { name: test.name }),
                    severity: 'warning',
                  }
                : { message: failure(error), severity: 'error' },
            );
          },
        },
      );
    },
    [mutate, savingId, t, failure],
  );
  return toggle;
}
