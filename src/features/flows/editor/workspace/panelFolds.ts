import { createContext, useContext } from 'react';

/** The panels beside the canvas, by the name their fold state is remembered under. */
export type PanelId = 'settings' | 'problems' | 'simulator';

export interface PanelFolds {
  folded: ReadonlySet<PanelId>;
  toggle: (panel: PanelId) => void;
}

/**
 * Which docked panels the person has folded to their title. Absent where a panel stands alone
 * (a phone's bottom sheet shows one panel at a time): there its title is a plain heading.
 */
export const PanelFoldsContext = createContext<PanelFolds | undefined>(undefined);

export const usePanelFolds = () => useContext(PanelFoldsContext);
