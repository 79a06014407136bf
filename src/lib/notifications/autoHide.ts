export const AUTO_HIDE_MS = 6000;
