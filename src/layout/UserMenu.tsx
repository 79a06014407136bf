import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuAnchor } from './useMenuAnchor';

export interface UserMenuProps {
  userName?: string;
  userEmail?: string;
  onLogout: () => void;
}

/** Account button in the app bar: who is signed in, and the way out. */
export function UserMenu({ userName, userEmail, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { anchorEl, open, handleOpen, handleClose } = useMenuAnchor();
  const id = useId();
  const [buttonId, menuId, identityId] = ['button', 'menu', 'identity'].map((p) => `${id}-${p}`);
  const hasIdentity = Boolean(userName || userEmail);

  const handleLogout = () => {
    handleClose();
    onLogout();
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={t('layout.userMenu.open')}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={handleOpen}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: {
            'aria-labelledby': buttonId,
            // Menus expose only their items; this lets screen readers read who is signed in.
            'aria-describedby': hasIdentity ? identityId : undefined,
          },
        }}
      >
        {hasIdentity && (
          <Box component="li" role="none" id={identityId} sx={{ px: 2, pt: 1, pb: 1.5 }}>
            {/* Spans, not paragraphs: a menu may own only items and presentational content. */}
            {userName && (
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {userName}
              </Typography>
            )}
            {userEmail && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {userEmail}
              </Typography>
            )}
          </Box>
        )}
        {hasIdentity && <Divider component="li" />}
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          {t('layout.userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
