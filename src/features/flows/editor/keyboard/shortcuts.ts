/** The flow editor's keys, as the "?" help and the command palette list them. */
interface Shortcut {
  /** Translation key under `flows.keyboard.actions`. */
  action: string;
  /** Keys as shown; `Ctrl` reads "⌘" on a Mac. */
  keys: readonly string[];
}

export const SHORTCUTS = [
  { action: 'commands', keys: ['Ctrl', 'K'] },
  { action: 'help', keys: ['?'] },
  { action: 'nextStep', keys: ['↓'] },
  { action: 'previousStep', keys: ['↑'] },
  { action: 'otherBranch', keys: ['←', '→'] },
  { action: 'startStep', keys: ['Home'] },
  { action: 'openSettings', keys: ['Enter'] },
  { action: 'backToCanvas', keys: ['Esc'] },
  { action: 'select', keys: ['Space'] },
  { action: 'move', keys: ['Alt', '↑ ↓ ← →'] },
  { action: 'delete', keys: ['Delete'] },
  { action: 'undo', keys: ['Ctrl', 'Z'] },
  { action: 'redo', keys: ['Ctrl', 'Shift', 'Z'] },
  { action: 'copy', keys: ['Ctrl', 'C'] },
  { action: 'paste', keys: ['Ctrl', 'V'] },
] as const satisfies readonly Shortcut[];

type ShortcutAction = (typeof SHORTCUTS)[number]['action'];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keys of `action` as one text, e.g. "Ctrl+Z" ("⌘+Z" on a Mac). */
export function shortcutText(action: ShortcutAction): string {
  const shortcut = SHORTCUTS.find((candidate) => candidate.action === action)!;
  return shortcut.keys.map((key) => (key === 'Ctrl' && isMac() ? '⌘' : key)).join('+');
}
