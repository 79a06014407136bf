import type { UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { connectSession } from '../lib/api-client/apiClient';
import { apiSessionFor } from './apiSession';
import { useSignInProblem } from './useSignInProblem';

/**
 * Connects the API client to this session. Connected while rendering, so requests that children
 * start in their first effects already find it; the effect re-connects after StrictMode's trial
 * unmount and disconnects when the session's tree goes away.
 */
export function useApiSession(userManager: UserManager): void {
  const { setProblem } = useSignInProblem();
  const [session] = useState(() => {
    const created = apiSessionFor(userManager, setProblem);
    connectSession(created);
    return created;
  });
  useEffect(() => connectSession(session), [session]);
}
