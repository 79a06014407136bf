import { useCallback, useState } from 'react';
import { usePortalSettings } from '../settings/SettingsContext';
import { classifySignInError } from './signInErrors';
import { useSignInProblem } from './useSignInProblem';
import { safeReturnPath, type SignInState, type SignOutState } from './signInResponse';
import { loadUserManager } from './loadUserManager';

/** Sign-in and sign-out as the screens need them: errors become translated problems, not throws. */
export function useSessionActions() {
  const settings = usePortalSettings();
  const { setProblem } = useSignInProblem();
  const [busy, setBusy] = useState(false);

  const signIn = useCallback(
    async (returnTo: string) => {
      setBusy(true);
      setProblem(undefined);
      try {
        const state: SignInState = { returnTo: safeReturnPath(returnTo, window.location.origin) };
        await (await loadUserManager(settings)).signinRedirect({ state });
      } catch (error) {
        console.warn('Sign-in could not start.', error);
        setProblem(classifySignInError(error));
        setBusy(false);
      }
    },
    [settings, setProblem],
  );

  const signOut = useCallback(async () => {
    setBusy(true);
    const userManager = await loadUserManager(settings);
    // Read before revocation and removal: providers honour post_logout_redirect_uri only with a
    // hint of whose session ends, and the state lets the way back be recognised and checked.
    const idTokenHint = (await userManager.getUser())?.id_token;
    // Spec §7 lists revocation: tokens are revoked, not just forgotten. A provider that cannot
    // be reached, or answers in a form the library rejects, must not stop the sign-out itself.
    await userManager.revokeTokens().catch((error: unknown) => {
      console.warn('Token revocation failed; signing out anyway.', error);
    });
    try {
      const state: SignOutState = { signedOut: true };
      await userManager.signoutRedirect({ id_token_hint: idTokenHint, state });
    } catch (error) {
      // The provider is unreachable: end the local session anyway, never leave a token behind.
      console.warn('Sign-out at the provider failed.', error);
      await userManager.removeUser();
      setProblem('unreachable');
      setBusy(false);
    }
  }, [settings, setProblem]);

  return { signIn, signOut, busy };
}
