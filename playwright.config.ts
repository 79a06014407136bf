import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedUse } from './e2e/helpers/chromium';
import { IDP_PORT, IDP_URL, MOCK_API_PORT, PORTAL_URL } from './e2e/helpers/env';
import { SENTRY_INGEST_ORIGIN } from './e2e/production/env';

const reuseExistingServer = !process.env.CI;

/** Specs that create records of their own in the mock's `flows` scope. */
const EDITS_OWN_FLOWS = [
  '**/editor-dialogs.spec.ts',
  '**/flow-keyboard.spec.ts',
  '**/flow-touch.spec.ts',
  // Publishes a seeded flow (and puts its text back).
  '**/flow-tests.spec.ts',
  '**/flow-steps.spec.ts',
];

/**
 * E2E against the production build: `npm run build` first, then `npm run test:e2e`. The local
 * identity provider, the mock API server and nginx (scripts/serve-nginx.mjs) are started here.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Real failures only: a flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL_URL,
    ...sharedUse,
  },
  projects: [
    { ...chromiumProject(), testIgnore: EDITS_OWN_FLOWS },
    // The editors' dialogs each edit a flow they create. A flows reset (areas/flows.spec.ts,
    // edit-safety.spec.ts) drops created flows, so these run once the other tests are done.
    {
      ...chromiumProject(),
      name: 'chromium-own-flows',
      testMatch: EDITS_OWN_FLOWS,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node idp/server.mjs',
      url: `${IDP_URL}/.well-known/openid-configuration`,
      env: {
        IDP_PORT: String(IDP_PORT),
        // Test-only answers, e.g. a renewal for another account (idp/testControls.mjs).
        IDP_TEST_CONTROLS: '1',
        // The default origins already cover localhost:4173; a custom portal address must be added.
        ...(process.env.PORTAL_URL ? { PORTAL_ORIGINS: new URL(PORTAL_URL).origin } : {}),
      },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/mock-api-server.ts',
      url: `http://127.0.0.1:${MOCK_API_PORT}/api/v1/configs?scope=portal`,
      env: { MOCK_API_PORT: String(MOCK_API_PORT), MOCK_OIDC_URL: IDP_URL },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      // The production build behind the real nginx site config (deploy/portal.conf.template):
      // headers, caching, SPA fallback and the /api/v1 proxy to the mock API server.
      // E2E_DIST lets parallel runs serve their own build; the port follows PORTAL_URL.
      command: 'node scripts/serve-nginx.mjs',
      url: PORTAL_URL,
      env: {
        PORT: String(new URL(PORTAL_URL).port || 80),
        DIST_ROOT: process.env.E2E_DIST ?? 'dist',
        API_UPSTREAM: `http://127.0.0.1:${MOCK_API_PORT}`,
        OIDC_ORIGIN: new URL(IDP_URL).origin,
        SENTRY_INGEST_ORIGIN,
      },
      // Lets the script stop nginx and remove its temp dir.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer,
      timeout: 30_000,
    },
  ],
});
