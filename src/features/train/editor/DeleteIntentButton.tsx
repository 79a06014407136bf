import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import type { Intent } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { useDeleteIntent } from '../api/intents';
import { TRAIN_PATH } from '../routes';

/** Removes the intent after a confirmation that names it, then returns to the list. */
export function DeleteIntentButton({
  intent,
  onDeleted,
}: {
  intent: Intent;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteIntent();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('train.intent.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('train.intent.deleteTitle')}
        text={t('train.intent.deleteText', { name: intent.name })}
        confirmLabel={t('train.intent.delete')}
        busy={remove.isPending}
        problem={remove.isError ? t('errors.generic') : undefined}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(intent, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
              notify({
                message: t('train.intent.deleted', { name: intent.name }),
                severity: 'success',
              });
              void navigate(TRAIN_PATH);
            },
          })
        }
      />
    </>
  );
}
