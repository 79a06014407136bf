import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import type { UserChange } from './useUserChange';

interface UserActionsMenuProps {
  user: PortalUser;
  change: UserChange;
  onDelete: (user: PortalUser) => void;
}

/** "More actions" for one person: deactivate or reactivate, and delete (after a confirmation). */
export function UserActionsMenu({ user, change, onDelete }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `user-actions-${user.id}`;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('users.actions.menu', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={change.pending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {user.status === 'deactivated' ? (
          <MenuItem
            onClick={() => {
              close();
              change.setActive(true);
            }}
          >
            {t('users.actions.reactivate')}
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              close();
              change.setActive(false);
            }}
          >
            {t('users.actions.deactivate')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onDelete(user);
          }}
          sx={{ color: 'error.dark' }}
        >
          {t('users.actions.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
