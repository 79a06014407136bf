import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { openSessionSignal, type SessionSignal } from './crossTabSignOut';
import { useSignInProblem } from './useSignInProblem';

/**
 * Sign-out in one tab ends the session in every tab of the portal. Each tab keeps its own copy of
 * the user in sessionStorage, so the tab that signs out (or loses its session) announces it, and
 * the others remove their copy: the access token leaves the API client and the login screen shows.
 */
export function useCrossTabSignOut(
  userManager: UserManager,
  open: () => SessionSignal = openSessionSignal,
): void {
  const { setProblem } = useSignInProblem();
  useEffect(() => {
    const signal = open();
    // Removing the user because another tab said so must not be announced back.
    let removingForOtherTab = false;

    const stopAnnouncing = userManager.events.addUserUnloaded(() => {
      if (removingForOtherTab) return;
      signal.publish();
    });

    const stopListening = signal.subscribe(() => {
      void (async () => {
        if (!(await userManager.getUser())) return;
        removingForOtherTab = true;
        try {
          setProblem('sessionEnded');
          await userManager.removeUser();
        } finally {
          removingForOtherTab = false;
        }
      })().catch((error: unknown) => {
        console.warn('The session could not be ended after sign-out in another tab.', error);
      });
    });

    return () => {
      stopAnnouncing();
      stopListening();
      signal.close();
    };
  }, [userManager, setProblem, open]);
}
