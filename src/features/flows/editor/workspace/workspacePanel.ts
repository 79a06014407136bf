import type { ReactElement, ReactNode } from 'react';
import type { PanelId } from './panelFolds';

/** A panel of the editor's workspace: docked beside the canvas, or a phone's bottom sheet. */
export interface WorkspacePanel {
  id: PanelId;
  /** Short, for the phone's panel bar and the sheet's name. */
  label: string;
  icon: ReactElement;
  /** The panel itself, a SidePanelSection. */
  content: ReactNode;
}
