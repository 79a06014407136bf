import { expect, test } from '@playwright/test';
import { expectLoginScreen, portal } from '../helpers/portal';

/** i18next's retries after a failed load: 5 of them, 350 ms doubling (spec §8, §9). */
const RETRY_DELAYS_MS = [350, 700, 1400, 2800, 5600];

for (const status of [404, 500]) {
  test(`a locale file answering ${status} is retried 5 times, then the bundled English shows`, async ({
    page,
  }) => {
    test.slow(); // the real retry schedule takes ~11 s
    const ui = portal(page);
    const requestedAt: number[] = [];
    await page.route('**/locales/de-DE.json*', async (route) => {
      requestedAt.push(Date.now());
      await route.fulfill({ status, contentType: 'text/plain', body: 'not here' });
    });

    await page.goto('/?lng=de-DE');
    await expect.poll(() => requestedAt.length, { timeout: 20_000 }).toBe(6);

    const gaps = requestedAt.slice(1).map((time, index) => time - requestedAt[index]!);
    gaps.forEach((gap, index) => {
      const delay = RETRY_DELAYS_MS[index]!;
      expect(gap, `retry ${index + 1} waits ~${delay} ms`).toBeGreaterThanOrEqual(delay * 0.9);
      expect(gap, `retry ${index + 1} waits ~${delay} ms`).toBeLessThan(delay + 1_500);
    });

    // English from the bundle, never raw keys.
    await expectLoginScreen(page);
    await expect(ui.signInButton).toHaveText('Sign in');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(login|app|errors|layout)\.[a-zA-Z]+/);

    // And then it stops: no sixth retry.
    await page.waitForTimeout(2_000);
    expect(requestedAt).toHaveLength(6);
  });
}
