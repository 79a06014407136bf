import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import {
  beginGuardedImport,
  forgetReload,
  reloadOnce,
  reloadPage,
  type ReloadFn,
} from './reloadGuard';

// The preload guard lives next door; main.tsx installs it from here.
export { installPreloadErrorReload } from './preloadErrorReload';

/** Spec §9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Thrown when a chunk still cannot be loaded after the one reload; error boundaries look for it. */
export class ChunkLoadError extends Error {
  constructor(chunkId: string, options?: { cause?: unknown }) {
    super(`Chunk "${chunkId}" could not be loaded`, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export interface ImportOptions {
  reload?: ReloadFn;
  timeoutMs?: number;
}

/**
 * Runs a dynamic import. On rejection or time-out the page reloads once (a new deploy
 * usually replaced the chunk); if it fails again after that reload, a ChunkLoadError is thrown.
 */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  chunkId: string,
  { reload = reloadPage, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: ImportOptions = {},
): Promise<T> {
  const endGuard = beginGuardedImport();
  try {
    const loaded = await withTimeout(importer(), timeoutMs, chunkId);
    forgetReload(chunkId);
    return loaded;
  } catch (cause) {
    endGuard();
    if (reloadOnce(chunkId, reload)) {
      // The page is going away; settling would only flash the error screen before it does.
      return new Promise<never>(() => {});
    }
    throw new ChunkLoadError(chunkId, { cause });
  } finally {
    endGuard();
  }
}

/** A lazily loaded component that can be asked to load ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  /** Whether the module has arrived: an instance mounted now renders without suspending. */
  isLoaded: () => boolean;
};

export interface LazyOptions extends ImportOptions {
  /**
   * Render nothing while the module loads, and the module as soon as it arrives, without
   * suspending. For the start-up screens, whose Suspense fallback is empty anyway: once a
   * boundary has shown its fallback, React holds back its reveal for up to 300 ms, which a
   * start-up step that waits a few milliseconds for its chunk would pay in full.
   */
  outsideSuspense?: boolean;
}

type Arrival<P> = { component: ComponentType<P> } | { error: unknown } | undefined;

/**
 * React.lazy over importWithRetry; each `chunkId` must name one chunk. `preload()` starts the
 * import early; an instance mounted after it finished renders the module at once instead of
 * suspending, because React holds back a revealed Suspense boundary for up to 300 ms, which
 * would add that much to every start-up step.
 */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  chunkId: string,
  { outsideSuspense = false, ...options }: LazyOptions = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  // A failure stays the answer for this page load (one request, not one per attempt): the
  // retry is the one reload importWithRetry makes, or the person's Reload.
  const load = () =>
    (pending ??= importWithRetry(importer, chunkId, options).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  // Waits with a state update of its own instead of a Suspense boundary; a failure goes to the
  // nearest error boundary, as React.lazy's would.
  function Awaited(props: P) {
    const [arrival, setArrival] = useState<Arrival<P>>();
    useEffect(() => {
      let mounted = true;
      load().then(
        (module) => mounted && setArrival({ component: module.default }),
        (error: unknown) => mounted && setArrival({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (arrival && 'error' in arrival) throw arrival.error;
    return arrival ? createElement(arrival.component, props) : null;
  }
  function Preloadable(props: P) {
    // Decided once per instance: switching from the lazy to the loaded type would remount.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return createElement(Loaded, props);
    return createElement(outsideSuspense ? Awaited : Lazy, props);
  }
  Preloadable.displayName = `Lazy(${chunkId})`;
  return Object.assign(Preloadable, { preload: load, isLoaded: () => loaded !== undefined });
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, chunkId: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Chunk "${chunkId}" timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
