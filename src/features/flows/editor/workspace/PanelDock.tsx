import Stack from '@mui/material/Stack';
import { useMemo, useState, type ReactNode } from 'react';
import { DockResizeHandle } from './DockResizeHandle';
import { PanelFoldsContext, type PanelFolds, type PanelId } from './panelFolds';
import type { WorkspacePanel } from './workspacePanel';
import type { WorkspacePreferences } from './workspacePreferences';

export interface PanelDockProps {
  id: string;
  panels: readonly WorkspacePanel[];
  /** Above the panels (a colleague's unpublished changes). */
  notice?: ReactNode;
  preferences: WorkspacePreferences;
  onPreferencesChange: (next: WorkspacePreferences) => void;
}

/**
 * The panels docked right of the canvas, in a column that scrolls by itself (the page does not),
 * as wide as the person dragged it. Hidden rather than unmounted when the person hides it.
 */
export function PanelDock({
  id,
  panels,
  notice,
  preferences,
  onPreferencesChange,
}: PanelDockProps) {
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const width = dragged ?? preferences.dockWidth;
  const folds = useMemo<PanelFolds>(() => {
    const folded = new Set<PanelId>(preferences.folded);
    return {
      folded,
      toggle: (panel) => {
        const next = new Set(folded);
        if (!next.delete(panel)) next.add(panel);
        onPreferencesChange({ ...preferences, folded: [...next] });
      },
    };
  }, [preferences, onPreferencesChange]);

  return (
    <>
      {preferences.dockOpen && (
        <DockResizeHandle
          width={width}
          controls={id}
          onResize={(next, done) => {
            setDragged(done ? undefined : next);
            if (done) onPreferencesChange({ ...preferences, dockWidth: next });
          }}
        />
      )}
      <PanelFoldsContext.Provider value={folds}>
        <Stack
          id={id}
          sx={{
            display: preferences.dockOpen ? 'flex' : 'none',
            width,
            flexShrink: 0,
            gap: 1,
            minHeight: 0,
            overflowY: 'auto',
          }}
        >
          {notice}
          {panels.map((panel) => (
            <div key={panel.id}>{panel.content}</div>
          ))}
        </Stack>
      </PanelFoldsContext.Provider>
    </>
  );
}
