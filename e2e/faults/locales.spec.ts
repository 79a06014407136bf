import { expect, test } from '@playwright/test';
import { signIn } from '../helpers/login';
import { expectLoginScreen, localeText, portal } from '../helpers/portal';

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

/** The bundled English the signed-in portal fetches only when the English file did not load. */
const ALL_ENGLISH_CHUNK = /\/assets\/en-US-[\w-]+\.js$/;

test('an English file that does not load: the signed-in areas show the bundled English', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (ALL_ENGLISH_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.route('**/locales/en-US.json*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'not here' }),
  );

  await signIn(page, { path: '/dashboard?lng=en-US' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText('en-US', 'dashboard.title'),
  );
  await expect(
    page.getByText(localeText('en-US', 'dashboard.kpi.conversations'), { exact: true }).first(),
  ).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(dashboard|layout|listPage|app)\.[a-zA-Z]+/);
  expect(chunks).toHaveLength(1);
});

test('an English file that loads: the bundled English is never downloaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (ALL_ENGLISH_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await signIn(page, { path: '/dashboard?lng=en-US' });
  await expect(
    page.getByText(localeText('en-US', 'dashboard.kpi.conversations'), { exact: true }).first(),
  ).toBeVisible();
  expect(chunks).toEqual([]);
});
