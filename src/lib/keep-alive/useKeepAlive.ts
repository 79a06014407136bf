import { useEffect, useMemo, useState } from 'react';
import { checkKeepAlive } from './checkKeepAlive';

export const KEEP_ALIVE_INTERVAL_MS = 30_000;

/**
 * Polls the keep-alive page while `enabled`: at once, then `intervalMs` after each check ends
 * (a timer chain, not an interval, so checks never overlap). The browser's `online` event checks
 * at once; `offline` marks the connection lost without waiting for a check.
 */
export interface KeepAliveState {
  connectionLost: boolean;
  /** False until the first check (or an `offline` event) has said anything. */
  checked: boolean;
}

export function useKeepAlive(
  enabled: boolean,
  intervalMs = KEEP_ALIVE_INTERVAL_MS,
): KeepAliveState {
  const [connectionLost, setConnectionLost] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    let disposed = false;
    let running = false;
    let checkAgain = false;
    // Bumped by `offline`: a check that started before it must not clear the indicator.
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      if (running) {
        checkAgain = true;
        return;
      }
      running = true;
      clearTimeout(timer);
      const startedIn = generation;
      const ok = await checkKeepAlive();
      running = false;
      if (disposed) return;
      if (startedIn === generation) {
        setConnectionLost(!ok);
        setChecked(true);
      }
      if (checkAgain) {
        checkAgain = false;
        void check();
      } else {
        timer = setTimeout(() => void check(), intervalMs);
      }
    };

    const onOnline = () => void check();
    const onOffline = () => {
      generation += 1;
      setConnectionLost(true);
      setChecked(true);
    };

    void check();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      disposed = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      // A later enable starts from a clean state instead of showing an old loss.
      setConnectionLost(false);
      setChecked(false);
    };
  }, [enabled, intervalMs]);

  return useMemo(() => ({ connectionLost, checked }), [connectionLost, checked]);
}
