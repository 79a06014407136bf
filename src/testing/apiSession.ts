import { connectSession } from '../lib/api-client/apiClient';

/** Tests: the API client sends this token (or none) until the next call; returns the disconnect. */
export function signedInWithToken(token: string | null, renew = async () => false): () => void {
  return connectSession({ accessToken: async () => token ?? undefined, renew });
}
