import type { User } from 'oidc-client-ts';
import { useSessionActions } from '../auth/useSessionActions';
import { PortalLayout } from '../layout/PortalLayout';
import { useKeepAlive } from '../lib/keep-alive/useKeepAlive';
import { AREAS } from './areas';

export function AuthenticatedPortal({ user }: { user: User }) {
  const { signOut } = useSessionActions();
  const { connectionLost } = useKeepAlive(true);
  const claims = user.profile;
  return (
    <PortalLayout
      areas={AREAS}
      userName={claims.name ?? claims.preferred_username ?? claims.sub}
      userEmail={claims.email}
      onLogout={() => void signOut()}
      connectionLost={connectionLost}
    />
  );
}
