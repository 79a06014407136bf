import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectNoSidewaysScrolling, expectWithinScreen } from '../helpers/fitsScreen';
import { openSignedIn } from '../helpers/session';
import { portal, VIEWPORTS, waitForAnimations } from '../helpers/portal';

async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await expect(
    page.getByRole('main').locator('.MuiSkeleton-root').filter({ visible: true }),
  ).toHaveCount(0);
  await waitForAnimations(page);
}

/** Presses Tab until `target` has the focus, the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('not reachable with Tab');
}

test.describe('Home', () => {
  test('fits a phone: every bot with its links on screen, no sideways scrolling, no axe violations', async ({
    page,
  }) => {
    // Signed in at desktop width, where the navigation that openSignedIn waits for is on screen.
    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(portal(page).pageHeading).toHaveText('Home');
    const bots = page.getByRole('region', { name: 'Bot configurations' });
    await expect(bots.getByRole('link', { name: 'default: configuration' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Latest activity' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expectSettled(page);

    await expectNoSidewaysScrolling(page, 'the homepage');
    for (const bot of ['default', 'service-hotline', 'web-assistant']) {
      await expectWithinScreen(
        page,
        `${bot}: configuration`,
        bots.getByRole('link', { name: `${bot}: configuration` }),
      );
      await expectWithinScreen(
        page,
        `conversations of ${bot}`,
        bots.getByRole('link', { name: `Show the conversations of ${bot}` }),
      );
    }
    await expect(bots.getByText('Degraded')).toBeVisible();
    await expectNoAxeViolations(page, 'the homepage at phone width');
  });

  test('a bot leads to its conversations and an event to its conversation, by keyboard', async ({
    page,
  }) => {
    await openSignedIn(page);
    const bots = page.getByRole('region', { name: 'Bot configurations' });
    const conversations = bots.getByRole('link', {
      name: 'Show the conversations of service-hotline',
    });
    await tabTo(page, conversations);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/incoming\?bot=service-hotline$/);
    await expect(portal(page).pageHeading).toHaveText('Incoming');
    await expect(page.getByRole('button', { name: /Bot: service-hotline/ })).toBeVisible();

    await page.goBack();
    const activity = page.getByRole('region', { name: 'Latest activity' });
    const handover = activity
      .getByRole('link', { name: /^Conversation handed over to an agent: / })
      .first();
    const href = await handover.getAttribute('href');
    expect(href).toMatch(/^\/incoming\/conv-\d+$/);
    await tabTo(page, handover);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(portal(page).pageHeading).toHaveText('Conversation');
  });
});
