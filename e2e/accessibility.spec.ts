import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { signIn } from './helpers/login';
import { LANGUAGES, portal, waitForAnimations } from './helpers/portal';

async function expectLanguage(page: Page, lng: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(portal(page).spinner).toHaveCount(0);
}

for (const lng of LANGUAGES) {
  test(`login screen has no axe violations in ${lng}`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    await expectLanguage(page, lng);
    await expect(portal(page).productHeading).toBeVisible();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, `the login screen (${lng})`);
  });

  test(`homepage has no axe violations in ${lng}`, async ({ page }) => {
    await signIn(page);
    await page.goto(`/?lng=${lng}`);
    await expectLanguage(page, lng);
    await expect(portal(page).banner).toBeVisible();
    await expect(portal(page).pageHeading).toBeVisible();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, `the homepage (${lng})`);
  });
}
