import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { DEFAULT_MOCK_SETTINGS } from './mockOptions';
import { followOtherTabs, loadMockState, persistMockChanges } from './persistence';

/** Starts the dev-only service worker. Imported behind `import.meta.env.DEV`, so never built. */
export async function startMockWorker(): Promise<void> {
  // The tabs share one picture of the server: what was changed before the last reload, in this
  // tab or another (an invited user, a role), is still there.
  const storage = window.localStorage;
  loadMockState(storage);
  const worker = setupWorker(
    ...createHandlers({
      settings: {
        ...DEFAULT_MOCK_SETTINGS,
        NIAM_OIDC_URL: import.meta.env.VITE_DEV_OIDC_URL ?? DEFAULT_MOCK_SETTINGS.NIAM_OIDC_URL,
      },
    }),
  );
  // Another tab's change is read in before this tab answers its next request.
  worker.events.on('request:start', followOtherTabs(storage, window).before);
  worker.events.on('response:mocked', persistMockChanges(storage));
  await worker.start({
    // Requests the mock does not know (Vite modules, fonts, the identity provider) go through.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
