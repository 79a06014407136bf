import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { DEFAULT_MOCK_SETTINGS } from './mockOptions';

/** Starts the dev-only service worker. Imported behind `import.meta.env.DEV`, so never built. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(
    ...createHandlers({
      settings: {
        ...DEFAULT_MOCK_SETTINGS,
        NIAM_OIDC_URL: import.meta.env.VITE_DEV_OIDC_URL ?? DEFAULT_MOCK_SETTINGS.NIAM_OIDC_URL,
      },
    }),
  );
  await worker.start({
    // Requests the mock does not know (Vite modules, fonts, the identity provider) go through.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
