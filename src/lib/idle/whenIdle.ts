export interface WhenIdleOptions {
  /** Run by then even if the browser has not been idle (requestIdleCallback's `timeout`). */
  timeout?: number;
  /** Browsers without idle callbacks (Safari): run after this many milliseconds instead. */
  fallbackDelay?: number;
}

/** Runs `run` when the browser is next idle; returns a function that cancels it. */
export function whenIdle(
  run: () => void,
  { timeout, fallbackDelay = 1 }: WhenIdleOptions = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), timeout ? { timeout } : undefined);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackDelay);
  return () => window.clearTimeout(id);
}
