import type { UserManager } from 'oidc-client-ts';
import { classifySignInError, type SignInProblem } from './signInErrors';
import {
  hasSignInResponse,
  hasSignOutResponse,
  problemFromSignOutState,
  returnPathFromState,
  withoutSignInParams,
} from './signInResponse';

export type CompletionResult =
  | { kind: 'none'; problem?: SignInProblem }
  | { kind: 'signedIn' }
  | { kind: 'silentFrame' }
  | { kind: 'failed'; problem: SignInProblem };

interface CompletionEnv {
  href: string;
  origin: string;
  inFrame: boolean;
  replaceUrl: (path: string) => void;
}

const browserEnv = (): CompletionEnv => ({
  href: window.location.href,
  origin: window.location.origin,
  inFrame: window.self !== window.top,
  replaceUrl: (path) => window.history.replaceState(window.history.state, '', path),
});

/**
 * Spec §4 sign-in completion: load the stored user; if it is absent or expired and the address
 * carries a sign-in response, complete sign-in. Automatic sign-in is off, so nothing else happens.
 * Afterwards the response is removed from the address bar (replaceState keeps it out of history)
 * and the person lands on the page they asked for.
 */
export async function completeSignIn(
  userManager: UserManager,
  env: CompletionEnv = browserEnv(),
): Promise<CompletionResult> {
  const carriesResponse = hasSignInResponse(env.href);

  // Silent renewal loads the site root in a hidden frame: hand the response to the parent window.
  if (env.inFrame && carriesResponse) {
    await userManager.signinCallback(env.href).catch(() => undefined);
    return { kind: 'silentFrame' };
  }

  const stored = await userManager.getUser();
  if ((!stored || stored.expired) && carriesResponse) {
    try {
      const user = await userManager.signinCallback(env.href);
      env.replaceUrl(returnPathFromState(user?.state, env.origin) ?? withoutSignInParams(env.href));
      return { kind: 'signedIn' };
    } catch (error) {
      console.warn('Sign-in could not be completed.', error);
      env.replaceUrl(withoutSignInParams(env.href));
      return { kind: 'failed', problem: classifySignInError(error) };
    }
  }

  // The provider's answer to sign-out: its state is checked against and removed from storage, so
  // nothing of the ended session is left behind. A forged or replayed one changes nothing.
  let problem: SignInProblem | undefined;
  if (hasSignOutResponse(env.href)) {
    const response = await userManager.signoutCallback(env.href).catch((error: unknown) => {
      console.warn('The sign-out response did not match a stored sign-out request.', error);
      return undefined;
    });
    problem = problemFromSignOutState(response?.userState);
  }

  // A replayed or stale response while already signed in, or the provider's answer to sign-out.
  const cleaned = withoutSignInParams(env.href);
  const current = new URL(env.href);
  if (cleaned !== `${current.pathname}${current.search}${current.hash}`) env.replaceUrl(cleaned);
  await userManager.clearStaleState().catch(() => undefined);
  return problem ? { kind: 'none', problem } : { kind: 'none' };
}
