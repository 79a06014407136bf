import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser benchmarks (`npm run bench:browser`): the same servers as the e2e tests (production
 * build behind nginx, local identity provider, mock API), one worker so figures are not shared
 * with a parallel test, and no assertions on time: they print figures for people to read.
 */
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '**/*.bench.ts',
  workers: 1,
  // Tracing snapshots the whole DOM around every action, on the page's own main thread: it
  // would be measured along with the portal.
  use: { ...base.use, trace: 'off', screenshot: 'off' },
  timeout: 15 * 60_000,
});
