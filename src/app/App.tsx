import { useState, type ReactNode } from 'react';
import { needsSessionAtStart } from '../auth/sessionAtStart';
import { SignInProblemProvider } from '../auth/SignInProblemContext';
import { I18nBootstrap } from '../i18n/I18nBootstrap';
import { NotificationsHost } from '../lib/notifications/NotificationsHost';
import { SettingsBootstrap } from '../settings/SettingsBootstrap';
import { usePortalSettings } from '../settings/SettingsContext';
import { BOOT_LOADING_LABEL } from './bootLabel';
import { FullScreenSpinner } from './FullScreenSpinner';
import { LazyScreen } from './LazyScreen';
import { LoginPage } from './LoginPage';
import { SignInCompleted, SignedInGate, SignedInPortal } from './startUpChunks';
import { useBadRequestNotifications } from './useBadRequestNotifications';

const bootSpinner = <FullScreenSpinner label={BOOT_LOADING_LABEL} />;

/**
 * How the portal starts, top to bottom:
 * 1. Settings: `GET /configs?scope=portal` at once and every 10 s until it succeeds; a
 *    full-screen spinner meanwhile.
 * 2. Translations for the enabled languages; the spinner until the detected language is ready.
 * 3. The session: a first visit goes straight to the login screen. Otherwise sign-in completes
 *    (or the stored user is restored), with an empty view meanwhile.
 * 4. The login screen, or the signed-in portal (theme, query cache, router, layout, areas).
 */
export function App() {
  return (
    <SettingsBootstrap fallback={bootSpinner}>
      <Translations>
        <BadRequestNotifications />
        <NotificationsHost />
        <Session />
      </Translations>
    </SettingsBootstrap>
  );
}

function Translations({ children }: { children: ReactNode }) {
  const { languages } = usePortalSettings();
  return (
    <I18nBootstrap languages={languages} fallback={bootSpinner}>
      {children}
    </I18nBootstrap>
  );
}

/** The API client's 400s become a snackbar in the person's language. */
function BadRequestNotifications() {
  useBadRequestNotifications();
  return null;
}

function Session() {
  const settings = usePortalSettings();
  // Without a stored user or a sign-in/sign-out response there is nothing to complete: the login
  // screen shows at once, and the sign-in library loads while the person reads it.
  const [firstVisit] = useState(() => !needsSessionAtStart(settings));
  if (firstVisit) {
    return (
      <SignInProblemProvider>
        <LoginPage />
      </SignInProblemProvider>
    );
  }
  return (
    <LazyScreen>
      <SignInCompleted>
        <SignedInGate
          signedIn={
            <LazyScreen>
              <SignedInPortal />
            </LazyScreen>
          }
          signedOut={<LoginPage />}
        />
      </SignInCompleted>
    </LazyScreen>
  );
}
