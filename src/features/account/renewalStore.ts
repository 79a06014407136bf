import { useSyncExternalStore } from 'react';

/** The outcome of the latest silent renewal of the access token, as far as the portal saw it. */
export type RenewalResult =
  { status: 'none' } | { status: 'success'; at: number } | { status: 'failure'; at: number };

// Module state on purpose: the result must survive leaving and re-entering the account page.
let current: RenewalResult = { status: 'none' };
const listeners = new Set<() => void>();

function set(next: RenewalResult) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const renewalStore = {
  get: (): RenewalResult => current,
  recordSuccess: (at = Date.now()) => set({ status: 'success', at }),
  recordFailure: (at = Date.now()) => set({ status: 'failure', at }),
  /** Tests only: back to "nothing seen yet". */
  reset: () => set({ status: 'none' }),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRenewalResult(): RenewalResult {
  return useSyncExternalStore(renewalStore.subscribe, renewalStore.get, renewalStore.get);
}
