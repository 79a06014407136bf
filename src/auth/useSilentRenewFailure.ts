import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { useSignInProblem } from './useSignInProblem';

/**
 * Spec §4: a silent-renew failure clears the user and redirects to sign-out at the provider.
 * If the provider cannot be reached for that either, the person stays on the login screen with
 * a message instead of a browser error page.
 */
export function useSilentRenewFailure(userManager: UserManager): void {
  const { setProblem } = useSignInProblem();
  useEffect(() => {
    return userManager.events.addSilentRenewError(async (error) => {
      console.warn('Silent renewal failed; signing out.', error);
      setProblem('sessionEnded');
      const user = await userManager.getUser();
      await userManager.removeUser();
      try {
        await userManager.signoutRedirect({ id_token_hint: user?.id_token });
      } catch (signOutError) {
        console.warn('Sign-out at the provider failed.', signOutError);
      }
    });
  }, [userManager, setProblem]);
}
