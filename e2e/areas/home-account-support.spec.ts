import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { ALICE } from '../helpers/login';
import { openSignedIn } from '../helpers/session';
import { portal, waitForAnimations } from '../helpers/portal';

/** The value next to a label in a description list (dt/dd). */
function detail(page: Page, term: string) {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

async function expectSettled(page: Page, context: string) {
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await waitForAnimations(page);
  await expectNoAxeViolations(page, context);
}

test.describe('Home, Account and Support areas', () => {
  test('home greets the person and shows the bots', async ({ page }) => {
    await openSignedIn(page);
    await expect(portal(page).pageHeading).toHaveText('Home');
    await expect(page.getByText(`Hello, ${ALICE.name}!`)).toBeVisible();
    const bots = page.getByRole('region', { name: 'Bot configurations' });
    await expect(bots.getByRole('rowheader', { name: 'default' })).toBeVisible();
    await expect(bots.getByRole('row', { name: /^service-hotline/ })).toContainText('Degraded');
    const activity = page.getByRole('region', { name: 'Latest activity' });
    await expect(activity.getByRole('listitem').first()).toBeVisible();
    await expectSettled(page, 'the homepage');
  });

  test('account shows the profile, the live countdown and takes a time zone', async ({ page }) => {
    await openSignedIn(page, { path: '/account' });
    await expect(portal(page).pageHeading).toHaveText('Account');
    await expect(detail(page, 'Name')).toHaveText(ALICE.name);
    await expect(detail(page, 'E-mail')).toHaveText(ALICE.email);

    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/\d+ (h|min|s)/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });

    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await expect(zone).toHaveValue('Asia/Tokyo');
    expect(await page.evaluate(() => localStorage.getItem('neo.timeZone'))).toBe('Asia/Tokyo');
    await expectSettled(page, 'the account page');
  });

  test('support takes a request and confirms it with its number', async ({ page }) => {
    await openSignedIn(page, { path: '/support' });
    await expect(portal(page).pageHeading).toHaveText('Support');
    await expect(
      page.getByRole('region', { name: 'System status' }).getByText('Overall'),
    ).toBeVisible();
    await expectSettled(page, 'the support page');

    await page.getByRole('textbox', { name: 'Subject' }).fill('Bot does not answer');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Since this morning the default bot stays silent on the hotline.');
    await page.getByRole('combobox', { name: 'Severity' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(/Request number: SR-\d+/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expectSettled(page, 'the support page after sending');
  });
});
