import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROLE_VALUES,
  type PortalUser,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';
import { notify, type NotificationAction } from '../../lib/notifications';
import { useTimeZone } from '../../lib/preferences';
import { ConflictDialog, useVersionedSave } from '../../lib/versioned-save';
import { useUpdateUser } from './api/updateUser';
import { usersKeys } from './api/usersKeys';
import { useActionFailure } from './actionErrors';
import { formatLastSignIn } from './formatLastSignIn';
import { LastSignIn } from './LastSignIn';
import { ROLE_LABEL_KEYS, USER_STATUS_LABEL_KEYS } from '../../lib/vocabulary/labels';
import { isRole } from './userOptions';

// Outlined chips paint their text in the palette's `main`, and the brand green is too light for
// text on white (2.3:1): the darker shades keep AA contrast.
const STATUS_COLORS = {
  active: 'success.dark',
  invited: 'info.main',
  deactivated: 'text.secondary',
} as const satisfies Record<UserStatus, string>;

/** What a person's row changes; only these are compared and merged on a conflict. */
const EDITABLE_FIELDS = ['role', 'status'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The PUT body for a person's values: role, status where it can be set, and the version. */
function changesOf(values: PortalUser) {
  const status = values.status === 'invited' ? undefined : values.status;
  return { role: values.role, ...(status ? { status } : {}), version: values.version };
}

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
  const { t, i18n } = useTranslation();
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const [timeZone] = useTimeZone();
  const failure = useActionFailure();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const editable = canManage && !isSelf;
  // Must agree with UsersTable, which lays out a list of these at phone width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // While a role change is on its way, show the chosen role rather than jump back.
  const shownRole = (update.isPending && update.variables.changes.role) || user.role;

  // Every change is saved with the version it was based on: a colleague's change in between
  // is merged (other field) or shown side by side (same field), never silently overwritten.
  const versioned = useVersionedSave<PortalUser, EditableField>({
    fields: EDITABLE_FIELDS,
    save: (values) => update.mutateAsync({ id: values.id, changes: changesOf(values) }),
  });

  const reportFailure = (error: unknown) => {
    const message = failure(error);
    if (message) onError(message);
  };

  const change = (
    base: PortalUser,
    changes: Partial<Pick<PortalUser, EditableField>>,
    success: string,
    undoFor?: (saved: PortalUser) => NotificationAction,
  ) => {
    // Not mutate()'s callbacks: those are dropped once the row unmounts, and a change can take
    // the row out of the list (filtered by role or status) before it, or its Undo, is answered.
    versioned.submit(base, { ...base, ...changes }).then((outcome) => {
      if (outcome.status !== 'saved') return;
      notify({ message: success, severity: 'success', action: undoFor?.(outcome.saved) });
    }, reportFailure);
  };

  // One click on the select changes the role at once; the confirmation offers Undo, which puts
  // the previous role back the same way (based on the version the change saved).
  const handleRoleChange = (role: Role) => {
    if (role === user.role) return;
    const previous = user.role;
    const success = t('users.actions.roleChanged', {
      name: user.name,
      role: t(ROLE_LABEL_KEYS[role]),
    });
    const undone = t('users.actions.roleRestored', {
      name: user.name,
      role: t(ROLE_LABEL_KEYS[previous]),
    });
    change(user, { role }, success, (saved) => ({
      label: t('users.actions.undo'),
      run: () => change(saved, { role: previous }, undone),
    }));
  };

  const handleActive = (active: boolean) => {
    setMenuAnchor(null);
    if (active)
      change(user, { status: 'active' }, t('users.actions.reactivated', { name: user.name }));
    else
      change(user, { status: 'deactivated' }, t('users.actions.deactivated', { name: user.name }));
  };

  const conflictDialog = (
    <ConflictDialog
      conflict={versioned.conflict}
      fieldLabel={(field) => t(field === 'role' ? 'users.table.role' : 'users.table.status')}
      formatValue={(field, value) =>
        field === 'role'
          ? t(ROLE_LABEL_KEYS[value as Role])
          : t(USER_STATUS_LABEL_KEYS[value as UserStatus])
      }
      onResolve={(choices) =>
        versioned.resolve(choices).then((outcome) => {
          if (outcome.status === 'saved') {
            notify({
              message: t('users.conflict.saved', { name: user.name }),
              severity: 'success',
            });
          }
        }, reportFailure)
      }
      onTakeTheirs={() => {
        versioned.dismiss();
        void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      }}
      onKeepEditing={versioned.dismiss}
    />
  );

  const menuId = `user-actions-${user.id}`;

  const youChip = isSelf && (
    <Chip size="small" variant="outlined" label={t('users.table.you')} sx={{ ml: 1 }} />
  );
  const role = editable ? (
    <Select
      size="small"
      value={shownRole}
      disabled={update.isPending}
      onChange={(event) => isRole(event.target.value) && handleRoleChange(event.target.value)}
      inputProps={{ 'aria-label': t('users.actions.roleOf', { name: user.name }) }}
      sx={{ minWidth: 160 }}
    >
      {ROLE_VALUES.map((option) => (
        <MenuItem key={option} value={option}>
          {t(ROLE_LABEL_KEYS[option])}
        </MenuItem>
      ))}
    </Select>
  ) : (
    t(ROLE_LABEL_KEYS[user.role])
  );
  const status = (
    <Chip
      size="small"
      variant="outlined"
      label={t(USER_STATUS_LABEL_KEYS[user.status])}
      sx={{ color: STATUS_COLORS[user.status], borderColor: STATUS_COLORS[user.status] }}
    />
  );
  const actions = canManage && !isSelf && (
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
          <MenuItem onClick={() => handleActive(true)}>{t('users.actions.reactivate')}</MenuItem>
        ) : (
          <MenuItem onClick={() => handleActive(false)}>{t('users.actions.deactivate')}</MenuItem>
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
  );

  if (phone) {
    // A card per person: the e-mail gets the full width, and role, status and the actions stay
    // on screen instead of squeezing the name into a narrow column.
    return (
      <>
        {conflictDialog}
        <ListItem divider sx={{ display: 'block', px: 2, py: 1.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {/* A div: the "you" chip is a block element and may not sit in a paragraph. */}
              <Typography component="div" sx={{ fontWeight: 600 }}>
                {user.name}
                {youChip}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Box>
            {actions}
          </Stack>
          <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {role}
            {status}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('users.card.lastSignIn', {
              when: user.lastSignInAt
                ? formatLastSignIn(user.lastSignInAt, i18n.language, timeZone)
                : t('users.lastSignIn.never'),
            })}
          </Typography>
        </ListItem>
      </>
    );
  }

  return (
    <>
      {conflictDialog}
      <TableRow hover>
        <TableCell component="th" scope="row">
          {user.name}
          {youChip}
        </TableCell>
        <TableCell>{user.email}</TableCell>
        <TableCell>{role}</TableCell>
        <TableCell>{status}</TableCell>
        <TableCell>
          <LastSignIn at={user.lastSignInAt} />
        </TableCell>
        {canManage && <TableCell align="right">{actions}</TableCell>}
      </TableRow>
    </>
  );
}
