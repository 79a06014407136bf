import { expect, test } from '@playwright/test';
import { signIn } from './helpers/login';
import { AREAS, portal } from './helpers/portal';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('every area is reachable from the navigation', async ({ page }) => {
  const ui = portal(page);
  // Start away from Home so that the Home link is a real navigation too.
  for (const area of [...AREAS.slice(1), AREAS[0]]) {
    await ui.navigation.getByRole('link', { name: area.link, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === area.path);
    await expect(ui.pageHeading).toHaveText(area.heading);
  }
});

test('every area opens from its address', async ({ page }) => {
  const ui = portal(page);
  for (const area of AREAS) {
    await page.goto(area.path);
    await expect(ui.pageHeading).toHaveText(area.heading);
    await expect(ui.navigation).toBeVisible();
  }
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(portal(page).pageHeading).toHaveText('Page not found');
});
