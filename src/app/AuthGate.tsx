import { useAuth } from 'react-oidc-context';
import { lazyWithRetry } from '../lib/lazy';
import { LoginPage } from './LoginPage';
import { LazyScreen } from './LazyScreen';

const SignedInPortal = lazyWithRetry(() => import('./SignedInPortal'), 'portal');

/** Spec §4: loading → empty view; a user who exists and is not expired → layout; else login. */
export function AuthGate() {
  const { isLoading, user } = useAuth();
  if (isLoading) return null;
  if (user && !user.expired) {
    return (
      <LazyScreen>
        <SignedInPortal />
      </LazyScreen>
    );
  }
  return <LoginPage />;
}
