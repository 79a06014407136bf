import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../lib/idle/whenIdle';
import { COMPACT_DRAWER_WIDTH, DRAWER_WIDTH, NAV_ID } from './layoutIds';
import { NavList } from './NavList';
import { OverlaySlide } from './OverlaySlide';
import type { AreaNavItem } from './types';

interface NavDrawerProps {
  areas: AreaNavItem[];
  /** Permanent beside the content on wide screens, a closable overlay on narrow ones. */
  permanent: boolean;
  /** Docked with icons only (their names in tooltips): a workspace page needs the width. */
  compact?: boolean;
  open: boolean;
  onClose: () => void;
}

const OVERLAY_SLOTS = { transition: OverlaySlide };

/** What a phone's overlay holds so far: nothing, the drawer, the drawer with its links. */
type Stage = 'none' | 'drawer' | 'links';

export function NavDrawer({ areas, permanent, compact = false, open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  // The overlay comes in two steps, each when the browser is next idle after the start (or at
  // once when it opens). MUI's modal mounts its portal's node from a layout effect: in the
  // portal's first commit, that state update rendered again at once and ran every effect of
  // the commit in the same task, the longest of a phone's signed-in start. Its content mounts
  // in that synchronous pass too: with the links in it, that was longer still.
  const [stage, setStage] = useState<Stage>(permanent || open ? 'links' : 'none');
  if ((permanent || open) && stage !== 'links') setStage('links');
  useEffect(() => {
    if (stage === 'links') return;
    return whenIdle(() => startTransition(() => setStage(stage === 'none' ? 'drawer' : 'links')), {
      timeout: 1000,
    });
  }, [stage]);
  const width = permanent && compact ? COMPACT_DRAWER_WIDTH : DRAWER_WIDTH;
  // Until then the menu button's aria-controls names this.
  if (stage === 'none') return <nav id={NAV_ID} aria-label={t('layout.nav.label')} hidden />;
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
        width: permanent ? width : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' },
      }}
    >
      {/* Room for the app bar, which lies above the permanent drawer. */}
      {permanent && <Toolbar />}
      <nav id={NAV_ID} aria-label={t('layout.nav.label')}>
        {stage === 'links' && (
          <NavList
            areas={areas}
            compact={permanent && compact}
            onNavigate={permanent ? undefined : onClose}
          />
        )}
      </nav>
    </Drawer>
  );
}
