import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { meQueries } from '../../lib/query';

/**
 * The person's name: from the ID token's claims when the provider sent one (no request), else
 * from GET /me. Undefined while neither is known, so the greeting can do without a name.
 */
export function useGreetingName(): string | undefined {
  const claims = useAuth().user?.profile;
  const fromClaims = claims?.name ?? claims?.given_name ?? claims?.preferred_username;
  const me = useQuery({ ...meQueries.current(), enabled: !fromClaims });
  return fromClaims ?? me.data?.name;
}
