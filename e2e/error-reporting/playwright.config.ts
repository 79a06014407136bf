// Must come first: sets the environment the shared e2e helpers read.
import {
  CATCHER_ORIGIN,
  CATCHER_PORT,
  IDP_PORT,
  IDP_URL,
  MOCK_API_PORT,
  PORTAL_HOST,
  PORTAL_PORT,
  PORTAL_URL,
  REPORTING_DIST,
} from './env';
import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedUse } from '../helpers/chromium';

// Never reuse: a server left on these ports could serve another build or another DSN.
const reuseExistingServer = false;

/**
 * Error reports carry no secrets (issue 3 §4): the production build with a DSN pointing at a
 * local catcher (scripts/sentry-catcher.mjs), served by nginx under a non-local host name.
 * Run through `npm run test:e2e:reporting` (run.mjs), which builds that dist first.
 *
 * The spec is named *.e2e.ts so the main config (e2e/**\/*.spec.ts, localhost, reporting off)
 * never picks it up.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  retries: 0,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // A folder per run: Playwright empties its output folder at the start, which would delete the
  // traces of a run going on beside it.
  // (REPORTING_OUTPUT_DIR is relative to the repository root.)
  outputDir: `../../${process.env.REPORTING_OUTPUT_DIR ?? 'test-results/error-reporting'}`,
  use: {
    baseURL: PORTAL_URL,
    ...sharedUse,
  },
  projects: [
    chromiumProject([
      // The portal's non-local name resolves to loopback, where nginx listens.
      `--host-resolver-rules=MAP ${PORTAL_HOST} 127.0.0.1`,
      // Plain http on a non-local name is not a secure context, and oidc-client-ts needs
      // crypto.subtle (PKCE): treat it like the https origin it is in production.
      `--unsafely-treat-insecure-origin-as-secure=${new URL(PORTAL_URL).origin}`,
    ]),
  ],
  webServer: [
    {
      command: 'node scripts/sentry-catcher.mjs',
      cwd: '../..',
      url: `${CATCHER_ORIGIN}/__health`,
      env: { SENTRY_CATCHER_PORT: String(CATCHER_PORT) },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      command: 'node idp/server.mjs',
      cwd: '../..',
      url: `${IDP_URL}/.well-known/openid-configuration`,
      env: { IDP_PORT: String(IDP_PORT), PORTAL_ORIGINS: new URL(PORTAL_URL).origin },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/mock-api-server.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${MOCK_API_PORT}/api/v1/configs?scope=portal`,
      env: { MOCK_API_PORT: String(MOCK_API_PORT), MOCK_OIDC_URL: IDP_URL },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      command: 'node scripts/serve-nginx.mjs',
      cwd: '../..',
      // Probed on the loopback address nginx listens on (Node cannot resolve portal.test).
      url: `http://127.0.0.1:${PORTAL_PORT}/`,
      env: {
        PORT: String(PORTAL_PORT),
        DIST_ROOT: REPORTING_DIST,
        API_UPSTREAM: `http://127.0.0.1:${MOCK_API_PORT}`,
        OIDC_ORIGIN: new URL(IDP_URL).origin,
        SENTRY_INGEST_ORIGIN: CATCHER_ORIGIN,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer,
      timeout: 30_000,
    },
  ],
});
