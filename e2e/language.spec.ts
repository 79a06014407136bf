import { expect, test } from '@playwright/test';
import { expectLoginScreen, portal } from './helpers/portal';

test('the chosen language applies at once and survives a reload', async ({ page }) => {
  const ui = portal(page);
  const html = page.locator('html');
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(html).toHaveAttribute('lang', 'en-US');

  // The login screen offers a native select of the languages, each named in its own language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expect(ui.signInButton).toHaveCount(0);

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expect(ui.spinner).toHaveCount(0);
  await expect(ui.productHeading).toBeVisible();
  await expect(ui.signInButton).toHaveCount(0);
});
