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

// Dynamic imports that importWithRetry is watching right now. Vite also announces their failure
// as `vite:preloadError`; the preload guard leaves those to importWithRetry, so one failure costs
// one reload and not one per guard.
let guardedImports = 0;

/** Marks a guarded import as in flight; call the returned function once it has settled. */
export function beginGuardedImport(): () => void {
  guardedImports += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    guardedImports -= 1;
  };
}

/** Whether importWithRetry is watching an import that has not settled yet. */
export function guardedImportPending(): boolean {
  return guardedImports > 0;
}
