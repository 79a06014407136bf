import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Debian's chromium (Playwright's own browser download is not available here), headless, with
 * the background services off: this machine's closed network refuses their connections.
 */
export function chromiumProject(
  extraArgs: string[] = [],
): NonNullable<PlaywrightTestConfig['projects']>[number] {
  return {
    name: 'chromium',
    use: {
      ...devices['Desktop Chrome'],
      headless: true,
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          ...extraArgs,
        ],
      },
    },
  };
}

/** The `use` settings both configurations share. */
export const sharedUse = {
  locale: 'en-US',
  actionTimeout: 15_000,
  navigationTimeout: 30_000,
  // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The trace's
  // screencast is left out: encoding frames all along cost the 2-core machine 15-25% of the e2e
  // time (the accessibility walk in two languages: 122 s with it, 97 s without, back to back).
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
  screenshot: 'only-on-failure',
} as const satisfies PlaywrightTestConfig['use'];
