import { useTranslation } from 'react-i18next';
import { ROLE_VALUES, type PortalUser } from '../../lib/api-client/schema';
import { RowSelect } from '../../lib/list-page';
import { ROLE_LABEL_KEYS } from '../../lib/vocabulary/labels';
import type { UserChange } from './useUserChange';

interface UserRoleControlProps {
  user: PortalUser;
  /** The signed-in person may change this person's role (not their own). */
  editable: boolean;
  change: UserChange;
}

/** A person's role: a select that saves the choice at once, or the role's name when read-only. */
export function UserRoleControl({ user, editable, change }: UserRoleControlProps) {
  const { t } = useTranslation();
  if (!editable) return <>{t(ROLE_LABEL_KEYS[user.role])}</>;
  return (
    <RowSelect
      id={`user-role-${user.id}`}
      label={t('users.actions.roleOf', { name: user.name })}
      value={change.shownRole}
      options={ROLE_VALUES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }))}
      onChange={change.changeRole}
      disabled={change.pending}
      minWidth={160}
    />
  );
}
