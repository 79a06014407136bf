import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../layout/ConfirmDialog';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { notify } from '../../../../lib/notifications';
import { useDeleteFlowTest } from '../../api/flowTests';
import { useFlowActionFailure } from '../../list/useFlowActionFailure';
import { toFlowTests } from '../../routes';

/** Removes the test after a confirmation that names it, then returns to the bot's tests. */
export function DeleteTestButton({ test, onDeleted }: { test: FlowTest; onDeleted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteFlowTest();
  const failure = useFlowActionFailure();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('flows.test.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('flows.test.deleteTitle')}
        text={t('flows.test.deleteText', { name: test.name })}
        confirmLabel={t('flows.test.delete')}
        busy={remove.isPending}
        problem={remove.isError ? failure(remove.error) : undefined}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(test, {
            onSuccess: () => {
              setOpen(false);
              // Nothing is left to save or keep: the leave question must not stop the way back.
              onDeleted();
              notify({
                message: t('flows.test.deleted', { name: test.name }),
                severity: 'success',
              });
              void navigate(toFlowTests(test.botId));
            },
          })
        }
      />
    </>
  );
}
