import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../layout/ConfirmDialog';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { notify } from '../../../../lib/notifications';
import { useDeleteFlowTest } from '../../api/flowTests';
import { useFlowActionFailure } from '../../list/useFlowActionFailure';

export interface DeleteTestDialogProps {
  test: FlowTest;
  open: boolean;
  onClose: () => void;
}

/** Names the test so nobody deletes the wrong one; Cancel has the focus. Past runs keep its results. */
export function DeleteTestDialog({ test, open, onClose }: DeleteTestDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteFlowTest();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  return (
    <ConfirmDialog
      open={open}
      title={t('flows.tests.delete.title')}
      text={t('flows.tests.delete.text', { name: test.name })}
      confirmLabel={t('flows.tests.delete.confirm')}
      busy={remove.isPending}
      problem={problem}
      onClose={onClose}
      onConfirm={() => {
        setProblem(undefined);
        remove.mutate(test, {
          onSuccess: () => {
            notify({
              message: t('flows.tests.delete.deleted', { name: test.name }),
              severity: 'success',
            });
            onClose();
          },
          onError: (error) => setProblem(failure(error)),
        });
      }}
    />
  );
}
