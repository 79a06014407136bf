import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useSessionActions } from '../auth/useSessionActions';
import { useAllEnglishTexts } from '../i18n/useAllEnglishTexts';
import { useRenewalTracking } from '../features/account/useRenewalTracking';
import { PortalLayout } from '../layout/PortalLayout';
import { ConnectionStatusContext, useKeepAlive } from '../lib/keep-alive';
import { createQueryClient } from '../lib/query';
import { useLocalizedTheme } from '../theme/useLocalizedTheme';
import { AREAS } from './areas';
import { BOOT_LOADING_LABEL } from './bootLabel';
import { FullScreenSpinner } from './FullScreenSpinner';
import { portalRoutes } from './routes';

function LayoutRoute() {
  const { user } = useAuth();
  const { signOut } = useSessionActions();
  const keepAlive = useKeepAlive(true);
  // From the first signed-in screen on, so the account page knows renewals that came before it.
  useRenewalTracking();
  const claims = user?.profile;
  // The layout renders again only when what it shows changes (not on the first keep-alive answer
  // or a silent renewal's new token): one callback for the whole session.
  const onLogout = useCallback(() => void signOut(), [signOut]);
  return (
    <ConnectionStatusContext.Provider value={keepAlive}>
      <PortalLayout
        areas={AREAS}
        userName={claims?.name ?? claims?.preferred_username ?? claims?.sub}
        userEmail={claims?.email}
        onLogout={onLogout}
        connectionLost={keepAlive.connectionLost}
      />
    </ConnectionStatusContext.Provider>
  );
}

/**
 * Everything only a signed-in person sees — router, layout, areas — is one lazy chunk, so the
 * login screen downloads none of it. The router is created here, after sign-in completion has
 * rewritten the address, so it starts at the return path.
 */
export default function SignedInPortal() {
  // Before any area renders: every area's English, from the bundle when the English file did not
  // load (the login route bundles only its own texts).
  const englishReady = useAllEnglishTexts();
  // One cache per signed-in session: signing out unmounts it, so no data outlives the session.
  const [queryClient] = useState(createQueryClient);
  // MUI's and MUI X's own texts follow the interface language.
  const theme = useLocalizedTheme();
  // Each area's page loads its code, and starts its first reads, as the router navigates to it.
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '/',
        element: <LayoutRoute />,
        // Until the first page's code has arrived.
        hydrateFallbackElement: <FullScreenSpinner label={BOOT_LOADING_LABEL} />,
        children: portalRoutes(queryClient),
      },
    ]),
  );
  // The portal's first render is its largest (app bar, navigation, the area's page): rendered in
  // the background, where React pauses every few milliseconds for the browser, instead of one
  // long task that holds the page still (on a slow phone, a quarter of a second).
  const mounted = useDeferredValue(true, false);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {mounted && englishReady ? (
          <RouterProvider router={router} />
        ) : (
          <FullScreenSpinner label={BOOT_LOADING_LABEL} />
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
