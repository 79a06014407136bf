import MoreVertIcon from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROLE_VALUES,
  type PortalUser,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';
import { notify, type NotificationAction } from '../../lib/notifications';
import { type UpdateUserVariables, useUpdateUser } from './api/updateUser';
import { useActionFailure } from './actionErrors';
import { LastSignIn } from './LastSignIn';
import { ROLE_KEYS, STATUS_KEYS, WIDE_ONLY, isRole } from './userOptions';

// Outlined chips paint their text in the palette's `main`, and the brand green is too light for
// text on white (2.3:1): the darker shades keep AA contrast.
const STATUS_COLORS = {
  active: 'success.dark',
  invited: 'info.main',
  deactivated: 'text.secondary',
} as const satisfies Record<UserStatus, string>;

export interface UserRowProps {
  user: PortalUser;
  /** The signed-in person may change users (users.manage). */
  canManage: boolean;
  /** This row is the signed-in person: the server refuses demoting, deactivating or removing them. */
  isSelf: boolean;
  onDelete: (user: PortalUser) => void;
  /** A change failed; the page shows the message in place. */
  onError: (message: string) => void;
}

export function UserRow({ user, canManage, isSelf, onDelete, onError }: UserRowProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const failure = useActionFailure();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const editable = canManage && !isSelf;
  // At phone width the e-mail column is hidden (WIDE_ONLY); the address moves under the name.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // While a role change is on its way, show the chosen role rather than jump back.
  const shownRole = (update.isPending && update.variables.changes.role) || user.role;

  const change = (
    changes: UpdateUserVariables['changes'],
    success: string,
    action?: NotificationAction,
  ) => {
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => notify({ message: success, severity: 'success', action }),
        onError: (error) => {
          const message = failure(error);
          if (message) onError(message);
        },
      },
    );
  };

  // One click on the select changes the role at once; the confirmation offers Undo, which puts
  // the previous role back the same way.
  const handleRoleChange = (role: Role) => {
    if (role === user.role) return;
    const previous = user.role;
    const success = t('users.actions.roleChanged', { name: user.name, role: t(ROLE_KEYS[role]) });
    const undone = t('users.actions.roleRestored', {
      name: user.name,
      role: t(ROLE_KEYS[previous]),
    });
    change({ role }, success, {
      label: t('users.actions.undo'),
      run: () => change({ role: previous }, undone),
    });
  };

  const handleActive = (active: boolean) => {
    setMenuAnchor(null);
    if (active) change({ status: 'active' }, t('users.actions.reactivated', { name: user.name }));
    else change({ status: 'deactivated' }, t('users.actions.deactivated', { name: user.name }));
  };

  const menuId = `user-actions-${user.id}`;

  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {user.name}
        {isSelf && (
          <Chip size="small" variant="outlined" label={t('users.table.you')} sx={{ ml: 1 }} />
        )}
        {phone && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{user.email}</TableCell>
      <TableCell>
        {editable ? (
          <Select
            size="small"
            value={shownRole}
            disabled={update.isPending}
            onChange={(event) => isRole(event.target.value) && handleRoleChange(event.target.value)}
            inputProps={{ 'aria-label': t('users.actions.roleOf', { name: user.name }) }}
            sx={{ minWidth: { xs: 0, sm: 160 } }}
          >
            {ROLE_VALUES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(ROLE_KEYS[role])}
              </MenuItem>
            ))}
          </Select>
        ) : (
          t(ROLE_KEYS[user.role])
        )}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Chip
          size="small"
          variant="outlined"
          label={t(STATUS_KEYS[user.status])}
          sx={{ color: STATUS_COLORS[user.status], borderColor: STATUS_COLORS[user.status] }}
        />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <LastSignIn at={user.lastSignInAt} />
      </TableCell>
      {canManage && (
        <TableCell align="right">
          {!isSelf && (
            <>
              <IconButton
                aria-label={t('users.actions.menu', { name: user.name })}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? true : undefined}
                disabled={update.isPending}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={Boolean(menuAnchor)}
                onClose={() => setMenuAnchor(null)}
              >
                {user.status === 'deactivated' ? (
                  <MenuItem onClick={() => handleActive(true)}>
                    {t('users.actions.reactivate')}
                  </MenuItem>
                ) : (
                  <MenuItem onClick={() => handleActive(false)}>
                    {t('users.actions.deactivate')}
                  </MenuItem>
                )}
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    onDelete(user);
                  }}
                  sx={{ color: 'error.dark' }}
                >
                  {t('users.actions.delete')}
                </MenuItem>
              </Menu>
            </>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}
