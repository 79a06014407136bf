/*
 * Remembers, per browser tab, that a reload was already spent on a failed chunk, so a chunk
 * that is really gone (or a network that stays down) costs one reload and not an endless loop.
 */
const KEY_PREFIX = 'neo.chunkReload:';

export type ReloadFn = () => void;

export const reloadPage: ReloadFn = () => window.location.reload();

/**
 * Reloads unless a reload for `chunkId` already happened in this session.
 * Returns whether it reloaded. Without usable sessionStorage it never reloads: it could not
 * remember the attempt and might loop.
 */
export function reloadOnce(chunkId: string, reload: ReloadFn): boolean {
  try {
    const key = KEY_PREFIX + chunkId;
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A successful load proves the reload helped; the next failure may reload again. */
export function forgetReload(chunkId: string): void {
  try {
    sessionStorage.removeItem(KEY_PREFIX + chunkId);
  } catch {
    // Storage unavailable: nothing was remembered either.
  }
}
