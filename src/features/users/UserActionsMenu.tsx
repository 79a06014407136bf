import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import { RowActionsMenu } from '../../lib/list-page';
import type { UserChange } from './useUserChange';

interface UserActionsMenuProps {
  user: PortalUser;
  change: UserChange;
  onDelete: (user: PortalUser) => void;
}

/** "More actions" for one person: deactivate or reactivate, and delete (after a confirmation). */
export function UserActionsMenu({ user, change, onDelete }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const deactivated = user.status === 'deactivated';
  return (
    <RowActionsMenu
      id={`user-actions-${user.id}`}
      label={t('users.actions.menu', { name: user.name })}
      disabled={change.pending}
      actions={[
        {
          label: t(deactivated ? 'users.actions.reactivate' : 'users.actions.deactivate'),
          run: () => change.setActive(deactivated),
        },
        { label: t('users.actions.delete'), run: () => onDelete(user), destructive: true },
      ]}
    />
  );
}
