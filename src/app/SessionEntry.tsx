import { useState } from 'react';
import { needsSessionAtStart } from '../auth/sessionAtStart';
import { SignInProblemProvider } from '../auth/SignInProblemContext';
import { lazyWithRetry } from '../lib/lazy';
import { usePortalSettings } from '../settings/SettingsContext';
import { LoginPage } from './LoginPage';
import { LazyScreen } from './LazyScreen';

const SessionRoot = lazyWithRetry(() => import('./SessionRoot'), 'session');

/**
 * A first visit (no stored user, no sign-in response) goes straight to the login screen without
 * downloading the sign-in library; everything else restores or completes the session first,
 * showing an empty view meanwhile (spec §2).
 */
export function SessionEntry() {
  const settings = usePortalSettings();
  const [restore] = useState(() => needsSessionAtStart(settings));
  if (!restore) {
    return (
      <SignInProblemProvider>
        <LoginPage />
      </SignInProblemProvider>
    );
  }
  return (
    <LazyScreen>
      <SessionRoot />
    </LazyScreen>
  );
}
