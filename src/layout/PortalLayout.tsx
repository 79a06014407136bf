import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationRequests } from '../lib/navigation/NavigationRequests';
import { AppHeader } from './AppHeader';
import { MAIN_CONTENT_ID } from './layoutIds';
import { NavDrawer } from './NavDrawer';
import { PageLoading } from './PageLoading';
import { PortalAreasContext } from './portalAreas';
import { SkipLink } from './SkipLink';
import type { AreaNavItem } from './types';

export interface PortalLayoutProps {
  areas: AreaNavItem[];
  userName?: string;
  userEmail?: string;
  onLogout: () => void;
  connectionLost?: boolean;
}

/**
 * The signed-in shell: app bar, area navigation and the routed page in `<main>`. Memoised: its
 * parent re-renders on session events (a renewed token, the first keep-alive answer) that leave
 * every prop as it was, and the shell is the largest render after the page.
 */
export const PortalLayout = memo(function PortalLayout({
  areas,
  userName,
  userEmail,
  onLogout,
  connectionLost = false,
}: PortalLayoutProps) {
  const theme = useTheme();
  // noSsr: read the media query on the first render, so wide screens never flash the overlay.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* Notification actions ("open in logs") navigate from outside the router through here. */}
      <NavigationRequests />
      <SkipLink />
      <AppHeader
        showMenuButton={!wide}
        navOpen={navOpen}
        onMenuClick={() => setNavOpen(true)}
        connectionLost={connectionLost}
        userName={userName}
        userEmail={userEmail}
        onLogout={onLogout}
      />
      <NavDrawer areas={areas} permanent={wide} open={navOpen} onClose={() => setNavOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focus target of the skip link; not in the tab order otherwise.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none' }}
      >
        <Toolbar disableGutters />
        <PortalAreasContext.Provider value={areas}>
          {/* A page's own lazy parts (a chart, a dialog) suspend here at the latest. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PortalAreasContext.Provider>
      </Box>
    </Box>
  );
});
