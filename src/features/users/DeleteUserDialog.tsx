import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
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
  // Each confirmation starts without the last one's failure.
  const [wasOpen, setWasOpen] = useState(Boolean(user));
  if (Boolean(user) !== wasOpen) {
    setWasOpen(Boolean(user));
    if (user) setProblem(undefined);
  }

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
    <ConfirmDialog
      open={wasOpen}
      title={t('users.delete.title')}
      text={shown ? t('users.delete.message', { name: shown.name, email: shown.email }) : ''}
      confirmLabel={t('users.delete.confirm')}
      onConfirm={handleConfirm}
      onClose={onClose}
      busy={remove.isPending}
      problem={problem}
    />
  );
}
