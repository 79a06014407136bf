import { guardedImportPending, reloadOnce, reloadPage, type ReloadFn } from './reloadGuard';

const PRELOAD_CHUNK_ID = 'vite:preload';

/**
 * Vite fires `vite:preloadError` when a chunk's dependencies (CSS, imported chunks) fail to
 * preload, typically because a deploy removed the old hashed files. Reload once per session;
 * after that the event is left alone so the import rejects and importWithRetry's error
 * boundary takes over. Returns the uninstaller.
 *
 * Vite raises the event for a failed dynamic import too. While importWithRetry watches an import
 * the event is left to it (the import rejects and importWithRetry spends its own one reload):
 * otherwise one missing chunk would cost two reloads, one per guard.
 */
export function installPreloadErrorReload(reload: ReloadFn = reloadPage): () => void {
  const handlePreloadError = (event: Event) => {
    if (guardedImportPending()) return;
    if (reloadOnce(PRELOAD_CHUNK_ID, reload)) {
      // Keeps Vite from rethrowing the error while the page reloads.
      event.preventDefault();
    }
  };
  window.addEventListener('vite:preloadError', handlePreloadError);
  return () => window.removeEventListener('vite:preloadError', handlePreloadError);
}
