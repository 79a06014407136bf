import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { setAccessToken, setUnauthorizedHandler } from '../lib/api-client/apiClient';
import { renewalProblem } from './signInErrors';
import { useSignInProblem } from './useSignInProblem';

/**
 * An API answer 401 gets one silent renewal; the request is then repeated once with the new
 * token. If renewal fails the session ends: the login screen shows, and as the address is left
 * as it was, signing in again returns to the same page.
 */
export function useUnauthorizedRecovery(userManager: UserManager): void {
  const { setProblem } = useSignInProblem();
  useEffect(() => {
    // Several requests may fail at once: they share one renewal.
    let renewal: Promise<boolean> | undefined;
    const renewOnce = async (): Promise<boolean> => {
      try {
        const user = await userManager.signinSilent();
        if (!user || user.expired) throw new Error('Silent renewal returned no valid user');
        // Set at once: the repeated request must not wait for React to re-render.
        setAccessToken(user.access_token);
        return true;
      } catch (error) {
        console.warn('The session could not be renewed after a 401; signing out locally.', error);
        setProblem(renewalProblem(error));
        await userManager.removeUser();
        return false;
      }
    };
    setUnauthorizedHandler(() => {
      renewal ??= renewOnce().finally(() => {
        renewal = undefined;
      });
      return renewal;
    });
    return () => setUnauthorizedHandler(async () => false);
  }, [userManager, setProblem]);
}
