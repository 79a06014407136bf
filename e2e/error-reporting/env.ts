/**
 * Addresses of the error-reporting e2e stack. Imported first by its Playwright config and spec:
 * it fills in the environment the shared helpers (e2e/helpers/env.ts) read, so they point here.
 *
 * Reporting is off on localhost, so the portal is served as http://portal.test:4973, a name
 * Chromium maps to 127.0.0.1 (--host-resolver-rules); nginx listens on 127.0.0.1:4973.
 */
// run.mjs sets every one of these for its run (free ports, a temporary dist); the defaults serve
// a direct `playwright test -c` on a build made by hand.
if (!process.env.REPORTING_DIST) {
  process.env.PORTAL_URL = 'http://portal.test:4973';
  process.env.IDP_PORT = '9900';
  process.env.MOCK_API_PORT = '9901';
  process.env.SENTRY_CATCHER_PORT = '9902';
  process.env.REPORTING_DIST = '/tmp/reporting-dist';
}

export const PORTAL_URL: string = process.env.PORTAL_URL ?? 'http://portal.test:4973';
export const PORTAL_HOST = new URL(PORTAL_URL).hostname;
export const PORTAL_PORT = Number(new URL(PORTAL_URL).port || 80);
export const IDP_PORT = Number(process.env.IDP_PORT);
export const IDP_URL = `http://localhost:${IDP_PORT}`;
export const MOCK_API_PORT = Number(process.env.MOCK_API_PORT);
export const CATCHER_PORT = Number(process.env.SENTRY_CATCHER_PORT);
/** The catcher's origin: the DSN's host and nginx's connect-src entry for the ingest. */
export const CATCHER_ORIGIN = `http://127.0.0.1:${CATCHER_PORT}`;
/** The build nginx serves: a dist of its own, with the DSN above. */
export const REPORTING_DIST: string = process.env.REPORTING_DIST;
