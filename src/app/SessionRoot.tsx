import { PortalAuthProvider } from '../auth/PortalAuthProvider';
import { AuthGate } from './AuthGate';

/** The sign-in library, sign-in completion and the auth gate: one lazy chunk. */
export default function SessionRoot() {
  return (
    <PortalAuthProvider>
      <AuthGate />
    </PortalAuthProvider>
  );
}
