import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../lib/idle/whenIdle';
import { DRAWER_WIDTH, NAV_ID } from './layoutIds';
import { NavList } from './NavList';
import { OverlaySlide } from './OverlaySlide';
import type { AreaNavItem } from './types';

interface NavDrawerProps {
  areas: AreaNavItem[];
  /** Permanent beside the content on wide screens, a closable overlay on narrow ones. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

const OVERLAY_SLOTS = { transition: OverlaySlide };

export function NavDrawer({ areas, permanent, open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  // The overlay's links render when the browser is next idle after the start, or when it opens.
  // MUI's modal mounts its content from an effect of the first commit, in one synchronous pass:
  // with the links that was the longest task of a phone's signed-in start.
  const [linksShown, setLinksShown] = useState(permanent || open);
  if ((permanent || open) && !linksShown) setLinksShown(true);
  useEffect(() => {
    if (linksShown) return;
    return whenIdle(() => startTransition(() => setLinksShown(true)), { timeout: 1000 });
  }, [linksShown]);
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      // Keeps the overlay's nav in the DOM so the menu button's aria-controls always resolves.
      ModalProps={{ keepMounted: true }}
      slots={permanent ? undefined : OVERLAY_SLOTS}
      // As an overlay the drawer is a modal dialog, which needs a name of its own.
      slotProps={permanent ? undefined : { paper: { 'aria-label': t('layout.nav.label') } }}
      sx={{
        // As an overlay it lies above the app bar (which sits above the permanent drawer), so
        // its first link is not hidden under the bar at phone width.
        zIndex: permanent ? undefined : (theme) => theme.zIndex.drawer + 2,
        width: permanent ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* Room for the app bar, which lies above the permanent drawer. */}
      {permanent && <Toolbar />}
      <nav id={NAV_ID} aria-label={t('layout.nav.label')}>
        {linksShown && <NavList areas={areas} onNavigate={permanent ? undefined : onClose} />}
      </nav>
    </Drawer>
  );
}
