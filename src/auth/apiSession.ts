import type { UserManager } from 'oidc-client-ts';
import type { ApiSession } from '../lib/api-client/apiClient';
import { renewalProblem, type SignInProblem } from './signInErrors';

/**
 * The signed-in session as the API client needs it. The token is read from the UserManager at
 * request time (a renewed user is stored there first), never copied. A 401 gets one silent
 * renewal, shared by requests refused at the same time; if it fails the session ends here: the
 * user is removed, the login screen shows, and as the address is left as it was, signing in
 * again returns to the same page.
 */
export function apiSessionFor(
  userManager: UserManager,
  onSessionEnded: (problem: SignInProblem) => void,
): ApiSession {
  let renewal: Promise<boolean> | undefined;
  const renewOnce = async (): Promise<boolean> => {
    try {
      const user = await userManager.signinSilent();
      if (!user || user.expired) throw new Error('Silent renewal returned no valid user');
      return true;
    } catch (error) {
      console.warn('The session could not be renewed after a 401; signing out locally.', error);
      onSessionEnded(renewalProblem(error));
      await userManager.removeUser();
      return false;
    }
  };
  return {
    accessToken: async () => {
      const user = await userManager.getUser();
      return user && !user.expired ? user.access_token : undefined;
    },
    renew: () => {
      renewal ??= renewOnce().finally(() => {
        renewal = undefined;
      });
      return renewal;
    },
  };
}
