import { usePersonalPreference } from '../../../../lib/preferences';
import type { PanelId } from './panelFolds';

/** How a person arranged the editor's workspace; kept per person (not per flow). */
export interface WorkspacePreferences {
  /** The panels beside the canvas are shown (else only the canvas). */
  dockOpen: boolean;
  /** Their width in px, as the person dragged it. */
  dockWidth: number;
  folded: PanelId[];
  /** The minimap; undefined: shown where there is room for it (not on a phone). */
  minimap?: boolean;
}

export const DOCK_MIN_WIDTH = 260;
export const DOCK_MAX_WIDTH = 640;
const DEFAULTS: WorkspacePreferences = { dockOpen: true, dockWidth: 300, folded: [] };
const PANELS: readonly string[] = ['settings', 'problems', 'simulator'] satisfies PanelId[];

export const clampDockWidth = (width: number) =>
  Math.round(Math.min(DOCK_MAX_WIDTH, Math.max(DOCK_MIN_WIDTH, width)));

/** A stored value as far as it still fits; an unreadable part falls back to its default. */
export function parseWorkspacePreferences(value: unknown): WorkspacePreferences | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  return {
    dockOpen: typeof stored.dockOpen === 'boolean' ? stored.dockOpen : DEFAULTS.dockOpen,
    dockWidth:
      typeof stored.dockWidth === 'number' && Number.isFinite(stored.dockWidth)
        ? clampDockWidth(stored.dockWidth)
        : DEFAULTS.dockWidth,
    folded: Array.isArray(stored.folded)
      ? stored.folded.filter((panel): panel is PanelId => PANELS.includes(panel as string))
      : [],
    ...(typeof stored.minimap === 'boolean' ? { minimap: stored.minimap } : {}),
  };
}

export function useWorkspacePreferences() {
  return usePersonalPreference('flows.workspace', DEFAULTS, parseWorkspacePreferences);
}
