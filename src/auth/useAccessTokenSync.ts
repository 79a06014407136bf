import { useEffect, useReducer } from 'react';
import { useAuth } from 'react-oidc-context';
import { setAccessToken } from '../lib/api-client/apiClient';

/**
 * Keeps the API client's bearer token in step with the session: set whenever a valid user exists
 * (including after each silent renewal), cleared when there is none or the token has expired,
 * so a stale token is never sent.
 */
export function useAccessTokenSync(): void {
  const { user, events } = useAuth();
  // Re-render when the token expires while nothing else changes (e.g. a tab that slept).
  const [, expiredTick] = useReducer((n: number) => n + 1, 0);

  useEffect(() => events.addAccessTokenExpired(expiredTick), [events]);

  const token = user && !user.expired ? user.access_token : null;
  useEffect(() => {
    setAccessToken(token);
  }, [token]);
  useEffect(() => () => setAccessToken(null), []);
}
