import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { renewalStore } from './renewalStore';

// The UserManager events of which we already follow renewals; see below why we never unsubscribe.
const tracked = new WeakSet<object>();

/**
 * Records silent renewals in the renewal store: `userLoaded` follows every successful renewal,
 * `silentRenewError` a failed one. The subscription stays for the session (one per UserManager),
 * so renewals that happen after leaving the account page are still known when the person
 * comes back.
 */
export function useRenewalTracking(): void {
  const { events } = useAuth();
  useEffect(() => {
    if (tracked.has(events)) return;
    tracked.add(events);
    events.addUserLoaded(() => renewalStore.recordSuccess());
    events.addSilentRenewError(() => renewalStore.recordFailure());
  }, [events]);
}
