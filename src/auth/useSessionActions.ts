import { useCallback, useState } from 'react';
import { usePortalSettings } from '../settings/SettingsContext';
import { classifySignInError } from './signInErrors';
import { useSignInProblem } from './useSignInProblem';
import { safeReturnPath, type SignInState } from './signInResponse';
import { userManagerFor } from './userManagerFor';

/** Sign-in and sign-out as the screens need them: errors become translated problems, not throws. */
export function useSessionActions() {
  const userManager = userManagerFor(usePortalSettings());
  const { setProblem } = useSignInProblem();
  const [busy, setBusy] = useState(false);

  const signIn = useCallback(
    async (returnTo: string) => {
      setBusy(true);
      setProblem(undefined);
      try {
        const state: SignInState = { returnTo: safeReturnPath(returnTo, window.location.origin) };
        await userManager.signinRedirect({ state });
      } catch (error) {
        console.warn('Sign-in could not start.', error);
        setProblem(classifySignInError(error));
        setBusy(false);
      }
    },
    [userManager, setProblem],
  );

  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await userManager.signoutRedirect();
    } catch (error) {
      // The provider is unreachable: end the local session anyway, never leave a token behind.
      console.warn('Sign-out at the provider failed.', error);
      await userManager.removeUser();
      setProblem('unreachable');
      setBusy(false);
    }
  }, [userManager, setProblem]);

  return { signIn, signOut, busy };
}
