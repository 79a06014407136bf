/**
 * The error-reporting ingest origin nginx puts into connect-src for the e2e stack
 * (playwright.config.ts). Reporting is off on localhost, so nothing is ever sent there; the tests
 * only check that the deploy-time value lands in the policy.
 */
export const SENTRY_INGEST_ORIGIN =
  process.env.E2E_SENTRY_INGEST_ORIGIN ?? 'https://o0.ingest.sentry.io';
