export const AUTO_HIDE_MS = 6000;
/** A notification that offers an action (Undo) waits longer, so there is time to use it. */
export const AUTO_HIDE_WITH_ACTION_MS = 10_000;
