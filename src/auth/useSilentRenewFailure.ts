import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { classifySignInError, renewalProblem } from './signInErrors';
import type { SignOutState } from './signInResponse';
import { useSignInProblem } from './useSignInProblem';

/**
 * Spec §4: a silent-renew failure clears the user and redirects to sign-out at the provider; the
 * reason travels in the sign-out state, so the login screen says it after the way back.
 * When the provider is the thing that cannot be reached, redirecting there would only show the
 * browser's error page: the person stays on the login screen with a message instead.
 */
export function useSilentRenewFailure(userManager: UserManager): void {
  const { setProblem } = useSignInProblem();
  useEffect(() => {
    return userManager.events.addSilentRenewError(async (error) => {
      console.warn('Silent renewal failed; signing out.', error);
      const problem = renewalProblem(error);
      setProblem(problem);
      const user = await userManager.getUser();
      await userManager.removeUser();
      if (classifySignInError(error) === 'unreachable') return;
      try {
        const state: SignOutState = { signedOut: true, problem };
        await userManager.signoutRedirect({ id_token_hint: user?.id_token, state });
      } catch (signOutError) {
        console.warn('Sign-out at the provider failed.', signOutError);
      }
    });
  }, [userManager, setProblem]);
}
