import type { ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { usePortalSettings } from '../settings/SettingsContext';
import { SignInCompletion } from './SignInCompletion';
import { useApiSession } from './useApiSession';
import { useCrossTabSignOut } from './useCrossTabSignOut';
import { useRestoredPageGuard } from './useRestoredPageGuard';
import { userManagerFor } from './userManagerFor';
import { useSilentRenewFailure } from './useSilentRenewFailure';

function SessionEffects({ children }: { children: ReactNode }) {
  const userManager = userManagerFor(usePortalSettings());
  useApiSession(userManager);
  useSilentRenewFailure(userManager);
  useCrossTabSignOut(userManager);
  useRestoredPageGuard(userManager);
  return <>{children}</>;
}

/**
 * Sign-in completion runs first and our own way (spec §4), so the provider only loads the stored
 * user: skipSigninCallback stops it from handling the response a second time.
 */
export function PortalAuthProvider({ children }: { children: ReactNode }) {
  const userManager = userManagerFor(usePortalSettings());
  return (
    <SignInCompletion userManager={userManager}>
      <AuthProvider userManager={userManager} skipSigninCallback>
        <SessionEffects>{children}</SessionEffects>
      </AuthProvider>
    </SignInCompletion>
  );
}
