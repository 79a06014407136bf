import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import { ROLE_VALUES, type PortalUser } from '../../lib/api-client/schema';
import { ROLE_LABEL_KEYS } from '../../lib/vocabulary/labels';
import type { UserChange } from './useUserChange';
import { isRole } from './userOptions';

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
    <Select
      size="small"
      value={change.shownRole}
      disabled={change.pending}
      onChange={(event) => isRole(event.target.value) && change.changeRole(event.target.value)}
      inputProps={{ 'aria-label': t('users.actions.roleOf', { name: user.name }) }}
      sx={{ minWidth: 160 }}
    >
      {ROLE_VALUES.map((option) => (
        <MenuItem key={option} value={option}>
          {t(ROLE_LABEL_KEYS[option])}
        </MenuItem>
      ))}
    </Select>
  );
}
