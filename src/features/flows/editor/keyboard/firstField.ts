import type { PanelId } from '../workspace/panelFolds';

/** The first field of a side panel's content (not its fold button), to type in at once. */
export function firstField(panel: PanelId): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-panel="${panel}"] :is(input:not([type="hidden"]), textarea, [role="combobox"], select):not(:disabled)`,
  );
}
