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
import { WorkspaceLayoutContext } from './workspaceLayout';
import { SkipLink } from './SkipLink';
import type { AreaNavItem } from './types';

export interface PortalLayoutProps {
  areas: AreaNavItem[];
  userName?: string;
  userEmail?: string;
  onLogout: () => void;
  connectionLost?: boolean;
}

/** From this width on, a workspace page leaves the navigation its labels. */
const WORKSPACE_FULL_NAV_MIN_WIDTH = 1600;

const PAGE_MAIN_SX = { flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none' } as const;

/** The window's height exactly (dvh: a phone's browser bars come and go), nothing scrolls. */
const WORKSPACE_SHELL_SX = { display: 'flex', height: '100dvh', overflow: 'hidden' } as const;

/** A column: the app bar's room, then the page, which takes the rest of the height. */
const WORKSPACE_MAIN_SX = {
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  p: 1,
  outline: 'none',
} as const;

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
  const roomy = useMediaQuery(theme.breakpoints.up(WORKSPACE_FULL_NAV_MIN_WIDTH), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const [workspace, setWorkspace] = useState(false);
  // A workspace page (the flow editor) wants every pixel: below 1600 px the docked navigation
  // shows its icons only.
  const compactNav = workspace && wide && !roomy;

  return (
    <Box sx={workspace ? WORKSPACE_SHELL_SX : { display: 'flex', minHeight: '100vh' }}>
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
      <NavDrawer
        areas={areas}
        permanent={wide}
        compact={compactNav}
        open={navOpen}
        onClose={() => setNavOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focus target of the skip link; not in the tab order otherwise.
        tabIndex={-1}
        sx={workspace ? WORKSPACE_MAIN_SX : PAGE_MAIN_SX}
      >
        <Toolbar disableGutters />
        <PortalAreasContext.Provider value={areas}>
          <WorkspaceLayoutContext.Provider value={setWorkspace}>
            {/* A page's own lazy parts (a chart, a dialog) suspend here at the latest. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </WorkspaceLayoutContext.Provider>
        </PortalAreasContext.Provider>
      </Box>
    </Box>
  );
});
