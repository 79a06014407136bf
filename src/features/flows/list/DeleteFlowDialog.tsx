import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useDeleteFlow, usedByOf } from '../api/flows';
import { useFlowActionFailure } from './useFlowActionFailure';

export interface DeleteFlowDialogProps {
  flow: FlowSummary;
  open: boolean;
  onClose: () => void;
}

/**
 * Names the flow so nobody deletes the wrong one; Cancel has the focus. A flow other flows use
 * as a subflow stays, and the dialog says which flows use it.
 */
export function DeleteFlowDialog({ flow, open, onClose }: DeleteFlowDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteFlow();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();

  const explain = (error: unknown) => {
    const usedBy = usedByOf(error);
    if (usedBy === undefined) return failure(error);
    return t('flows.list.delete.inUse', {
      name: flow.name,
      flows: format.list(usedBy),
      count: usedBy.length,
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('flows.list.delete.title')}
      text={t('flows.list.delete.text', { name: flow.name })}
      confirmLabel={t('flows.list.delete.confirm')}
      busy={remove.isPending}
      problem={problem}
      onClose={onClose}
      onConfirm={() => {
        setProblem(undefined);
        remove.mutate(flow, {
          onSuccess: () => {
            notify({
              message: t('flows.list.delete.deleted', { name: flow.name }),
              severity: 'success',
            });
            onClose();
          },
          onError: (error) => setProblem(explain(error)),
        });
      }}
    />
  );
}
