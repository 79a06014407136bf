import type { ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';

/**
 * While the stored user loads: an empty view. A user who exists and is not expired: `signedIn`.
 * Anyone else: `signedOut` (the login screen).
 */
export function SignedInGate({
  signedIn,
  signedOut,
}: {
  signedIn: ReactNode;
  signedOut: ReactNode;
}) {
  const { isLoading, user } = useAuth();
  if (isLoading) return null;
  return <>{user && !user.expired ? signedIn : signedOut}</>;
}
