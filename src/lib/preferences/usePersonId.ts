import { useContext } from 'react';
import { AuthContext } from 'react-oidc-context';

/**
 * Who is signed in (the token's `sub`): what the browser keeps for a person (kept drafts, the
 * editor's panels) is stored under it, so people sharing a browser do not mix their copies.
 */
export function usePersonId(): string {
  const auth = useContext(AuthContext);
  return auth?.user?.profile.sub ?? 'anonymous';
}
