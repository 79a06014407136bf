import { useAuth } from 'react-oidc-context';
import { AuthenticatedPortal } from './AuthenticatedPortal';
import { LoginPage } from './LoginPage';

/** Spec §4: loading → empty view; a user who exists and is not expired → layout; else login. */
export function AuthGate() {
  const { isLoading, user } = useAuth();
  if (isLoading) return null;
  if (user && !user.expired) return <AuthenticatedPortal user={user} />;
  return <LoginPage />;
}
