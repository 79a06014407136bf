import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConnectionIndicator } from './ConnectionIndicator';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NAV_ID } from './layoutIds';
import { UserMenu, type UserMenuProps } from './UserMenu';

interface AppHeaderProps extends UserMenuProps {
  /** Shown on narrow screens, where the navigation is an overlay. */
  showMenuButton: boolean;
  navOpen: boolean;
  onMenuClick: () => void;
  connectionLost: boolean;
}

export function AppHeader({
  showMenuButton,
  navOpen,
  onMenuClick,
  connectionLost,
  ...userMenu
}: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('layout.nav.open')}
            aria-controls={NAV_ID}
            aria-expanded={navOpen}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component="p"
          variant="h6"
          noWrap
          sx={{ fontWeight: 700, flexShrink: 1, minWidth: 0 }}
        >
          {t('app.productName')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ConnectionIndicator lost={connectionLost} />
        <LanguageSwitcher />
        <UserMenu {...userMenu} />
      </Toolbar>
    </AppBar>
  );
}
