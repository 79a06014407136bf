import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { DEFAULT_MOCK_SETTINGS } from './mockOptions';
import { loadMockState, persistMockChanges } from './persistence';

/** Starts the dev-only service worker. Imported behind `import.meta.env.DEV`, so never built. */
export async function startMockWorker(): Promise<void> {
  // What was changed before the last reload of this tab (an invited user, a role) is still there.
  loadMockState(window.sessionStorage);
  const worker = setupWorker(
    ...createHandlers({
      settings: {
        ...DEFAULT_MOCK_SETTINGS,
        NIAM_OIDC_URL: import.meta.env.VITE_DEV_OIDC_URL ?? DEFAULT_MOCK_SETTINGS.NIAM_OIDC_URL,
      },
    }),
  );
  worker.events.on('response:mocked', persistMockChanges(window.sessionStorage));
  await worker.start({
    // Requests the mock does not know (Vite modules, fonts, the identity provider) go through.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
