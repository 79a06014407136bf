import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PanelDock } from './PanelDock';
import type { PanelId } from './panelFolds';
import { PanelSheets } from './PanelSheets';
import type { WorkspacePanel } from './workspacePanel';
import type { WorkspacePreferences } from './workspacePreferences';

export interface EditorWorkspaceProps {
  /** A phone: the panels are bottom sheets instead of a dock. */
  phone: boolean;
  dockId: string;
  canvas: ReactNode;
  panels: readonly WorkspacePanel[];
  /** Shown above the docked panels. */
  dockNotice?: ReactNode;
  preferences: WorkspacePreferences;
  onPreferencesChange: (next: WorkspacePreferences) => void;
  /** On a phone, the bottom sheet open. */
  sheet: PanelId | undefined;
  onSheetChange: (panel: PanelId | undefined) => void;
}

/**
 * Below the toolbar, the rest of the window: the canvas takes what the panels leave. Each level
 * has `minHeight: 0`, so a flexible item never grows past the window (and the page never
 * scrolls) nor collapses to nothing.
 */
export function EditorWorkspace({
  phone,
  dockId,
  canvas,
  panels,
  dockNotice,
  preferences,
  onPreferencesChange,
  sheet,
  onSheetChange,
}: EditorWorkspaceProps) {
  return (
    <Stack direction={phone ? 'column' : 'row'} sx={{ flex: 1, minHeight: 0, gap: 0.5 }}>
      {canvas}
      {phone ? (
        <PanelSheets panels={panels} shown={sheet} onShow={onSheetChange} />
      ) : (
        <PanelDock
          id={dockId}
          panels={panels}
          notice={dockNotice}
          preferences={preferences}
          onPreferencesChange={onPreferencesChange}
        />
      )}
    </Stack>
  );
}
