import { expect, test } from '@playwright/test';
import { expectLoginScreen, portal } from './helpers/portal';
import { isSettingsRequest } from './helpers/routes';

test('shows the spinner until the settings answer, then the login screen', async ({ page }) => {
  const ui = portal(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSettingsRequest, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  await expect(ui.spinner).toBeVisible();
  await expect(ui.signInButton).toHaveCount(0);

  release();
  await expectLoginScreen(page);
  await expect(ui.languageSwitcher).toBeVisible();
});

test('keeps the spinner while the settings fail and retries every 10 s', async ({ page }) => {
  const ui = portal(page);
  const FAILURES = 2;
  let requests = 0;
  await page.route(isSettingsRequest, async (route) => {
    requests += 1;
    if (requests <= FAILURES) {
      await route.fulfill({ status: 500, json: { message: 'settings are down' } });
    } else {
      await route.continue();
    }
  });
  // A fake clock lets the 10 s retry interval pass without waiting for it.
  await page.clock.install();

  await page.goto('/');
  await expect.poll(() => requests).toBe(1);
  await expect(ui.spinner).toBeVisible();

  await page.clock.runFor(8_000);
  expect(requests, 'no retry before the interval has passed').toBe(1);
  await expect(ui.spinner).toBeVisible();
  await expect(ui.signInButton).toHaveCount(0);

  await expect(async () => {
    await page.clock.runFor(1_000);
    expect(requests).toBe(2);
  }).toPass();
  await expect(ui.spinner).toBeVisible();
  await expect(ui.signInButton).toHaveCount(0);

  await expect(async () => {
    await page.clock.runFor(1_000);
    expect(requests).toBe(3);
  }).toPass();
  await expectLoginScreen(page);
});
