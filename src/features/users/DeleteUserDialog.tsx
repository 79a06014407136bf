import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import { notify } from '../../lib/notifications';
import { useDeleteUser } from './api/users';
import { useActionFailure } from './actionErrors';

export interface DeleteUserDialogProps {
  /** The person to delete; null closes the dialog. */
  user: PortalUser | null;
  onClose: () => void;
}

/** Names the person so nobody deletes the wrong one; Cancel has the focus, not Delete. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const failure = useActionFailure();
  const [problem, setProblem] = useState<string>();
  // Keep the last person while the dialog fades out, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const handleClose = () => {
    if (!remove.isPending) onClose();
  };

  const handleConfirm = () => {
    if (!shown) return;
    setProblem(undefined);
    remove.mutate(shown.id, {
      onSuccess: () => {
        notify({ message: t('users.actions.deleted', { name: shown.name }), severity: 'success' });
        onClose();
      },
      onError: (error) => setProblem(failure(error)),
    });
  };

  return (
    <Dialog
      open={Boolean(user)}
      onClose={handleClose}
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-message"
      slotProps={{
        transition: {
          onExited: () => {
            setProblem(undefined);
            remove.reset();
          },
        },
      }}
    >
      <DialogTitle id="delete-user-title">{t('users.delete.title')}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText id="delete-user-message">
          {shown && t('users.delete.message', { name: shown.name, email: shown.email })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={remove.isPending} autoFocus>
          {t('forms.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={handleConfirm}
          disabled={remove.isPending}
        >
          {t('users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
