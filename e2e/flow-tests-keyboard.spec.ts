import { expect, test } from '@playwright/test';
import { isFocused, tabUntil } from './helpers/keyboard';
import { portal } from './helpers/portal';
import { addSharedSession } from './helpers/session';

/**
 * A bot's conversation tests with the keyboard alone: a test's actions menu and the duplicate
 * dialog open and close with the focus back where it was; the suite runs, the results page's
 * heading takes the focus, and Tab goes on to the results. Nothing is saved but the run.
 */
test('the tests are handled and run with the keyboard alone', async ({ page }) => {
  await addSharedSession(page);
  await page.goto('/flows/tests?bot=bot-service-hotline&lng=en-US');
  await expect(portal(page).pageHeading).toHaveText('Conversation tests');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Order status: a shipped order' })).toBeVisible();

  const actions = main.getByRole('button', { name: 'Actions for Order status: a shipped order' });
  await tabUntil(page, () => isFocused(actions), 40);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Duplicate test' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  const run = main.getByRole('button', { name: 'Run tests' });
  await tabUntil(page, () => isFocused(run), 40);
  await page.keyboard.press('Enter');
  await expect(portal(page).pageHeading).toHaveText(/^Test run of /);
  await expect(portal(page).pageHeading).toBeFocused();
  const firstTest = main.getByRole('link', { name: /^Order status: / }).first();
  await tabUntil(page, () => isFocused(firstTest), 40);
  await page.keyboard.press('Enter');
  await expect(portal(page).pageHeading).toHaveText(/^Order status: /);
  await expect(portal(page).pageHeading).toBeFocused();
});
