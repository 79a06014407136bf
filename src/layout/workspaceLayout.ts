import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * A page that is a workspace (the flow editor) asks the layout for the whole window: `<main>`
 * does not scroll and hands its height down, and the navigation takes less room. Set by the page
 * rather than matched from the address, so the layout knows no area's paths.
 */
export const WorkspaceLayoutContext = createContext<(workspace: boolean) => void>(() => {});

/** Puts the layout in workspace mode while the calling page is on screen. */
export function useWorkspaceLayout(workspace: boolean): void {
  const setWorkspace = useContext(WorkspaceLayoutContext);
  // Before the first paint, so the page never shows in the scrolling layout first.
  useLayoutEffect(() => {
    if (!workspace) return;
    setWorkspace(true);
    return () => setWorkspace(false);
  }, [workspace, setWorkspace]);
}
