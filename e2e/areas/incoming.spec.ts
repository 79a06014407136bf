import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { openSignedIn } from '../helpers/session';
import { portal, waitForAnimations } from '../helpers/portal';
import { expectNoSidewaysScrolling, expectWithinScreen } from '../helpers/fitsScreen';

// A laptop and a phone (iPhone 12–15 class).
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const CSV_HEADER =
  'ID,Started (UTC),Channel,Caller,Language,Outcome,Duration (seconds),Bot,Top intent';

const conversations = (page: Page) => page.getByRole('grid', { name: 'Incoming conversations' });
/** The grid's channel cells (the header is a columnheader, not a gridcell). */
const channelCells = (page: Page) =>
  conversations(page).locator('[role="gridcell"][data-field="channel"]');

test.describe('Incoming area', () => {
  test.use({ viewport: DESKTOP });

  test('filter by channel, keep it over a reload, export CSV and read a transcript', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/incoming' });
    await expect(portal(page).pageHeading).toHaveText('Incoming');
    await expect(channelCells(page)).toHaveCount(25);
    await expectNoAxeViolations(page, 'the conversation list');

    // Filter by the voice channel: the address carries the filter.
    await page.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'Voice' }).click();
    await expect(page).toHaveURL(/\/incoming\?channel=voice$/);
    await expect(channelCells(page).filter({ hasText: 'Chat' })).toHaveCount(0);
    await expect(channelCells(page)).toHaveCount(25);

    // A reload (or a shared link) shows the same filtered list.
    await page.reload();
    await expect(page).toHaveURL(/\/incoming\?channel=voice$/);
    await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveText('Voice');
    await expect(channelCells(page)).toHaveCount(25);
    await expect(channelCells(page).filter({ hasText: 'Chat' })).toHaveCount(0);

    // Export the visible page.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export this page' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^incoming-conversations-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(1 + 25);
    for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('Voice');

    // Open the first conversation: its transcript and its recording.
    const firstLink = conversations(page).getByRole('link').first();
    await firstLink.click();
    await expect(page).toHaveURL(/\/incoming\/conv-\d{4}$/);
    await expect(portal(page).pageHeading).toHaveText('Conversation');
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect(transcript.getByRole('listitem').first()).toBeVisible();
    await expect(transcript).toContainText('Caller');
    await expect(page.getByLabel('Recording of this conversation')).toBeVisible();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'a conversation');

    // Back to the list as it was filtered.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/incoming\?channel=voice$/);
    await expect(channelCells(page)).toHaveCount(25);
  });

  test('a row is reached with Tab and opened with Enter; focus lands on the conversation’s heading', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/incoming' });
    await expect(channelCells(page)).toHaveCount(25);
    const rowLinks = conversations(page).getByRole('link');
    await expect(rowLinks).toHaveCount(25);

    // From the search field on, Tab only: no arrow keys inside the grid.
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    const focusedHref = () =>
      page.evaluate(() => document.activeElement?.closest('a')?.getAttribute('href') ?? null);
    const firstHref = await rowLinks.first().getAttribute('href');
    for (let presses = 0; presses < 10 && (await focusedHref()) !== firstHref; presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(rowLinks.first()).toBeFocused();
    // The next Tab stop is the next row.
    await page.keyboard.press('Tab');
    await expect(rowLinks.nth(1)).toBeFocused();
    const secondHref = await rowLinks.nth(1).getAttribute('href');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === secondHref);
    await expect(portal(page).pageHeading).toHaveText('Conversation');
    await expect(portal(page).pageHeading).toBeFocused();
    await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();

    // One history entry per opening: Back is the list at once.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/incoming');
    await expect(channelCells(page)).toHaveCount(25);
  });

  test('exports every matching conversation with visible progress', async ({ page }) => {
    await openSignedIn(page, { path: '/incoming?channel=chat' });
    await expect(channelCells(page)).toHaveCount(25);
    // Slow pages, so the progress can be seen between them.
    await page.route('**/api/v1/conversations?*pageSize=100*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Export all matching…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export all matching conversations' });
    await expect(dialog).toContainText(
      /\d+ conversations match the filters\. Export them as CSV\?/,
    );
    const matching = Number(
      (await dialog.textContent())?.match(/(\d[\d,]*) conversations/)?.[1]?.replace(/,/g, ''),
    );
    expect(matching).toBeGreaterThan(100);
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the export dialog');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(
      dialog.getByRole('progressbar', { name: new RegExp(`^Exporting [\\d,]+ of ${matching}…$`) }),
    ).toBeVisible();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    const lines = (await readFile(await download.path()))
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(1 + matching);
    for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('Chat');
  });

  test('fits a phone: no sideways scrolling, the pagination and the filters on screen', async ({
    page,
  }) => {
    // Signed in at desktop width, where the navigation that openSignedIn waits for is on screen.
    await openSignedIn(page, { path: '/incoming' });
    await page.setViewportSize(PHONE);
    await expect(conversations(page).getByRole('link')).toHaveCount(25);
    await waitForAnimations(page);

    await expectNoSidewaysScrolling(page, 'the conversation list');
    const withinScreen = (name: string, locator: Locator) =>
      expectWithinScreen(page, name, locator);
    // Every column shown is on screen: the grid does not scroll sideways either.
    const headers = await conversations(page).getByRole('columnheader').all();
    expect(headers.length).toBeGreaterThanOrEqual(2);
    for (const header of headers)
      await withinScreen(`column ${await header.textContent()}`, header);
    const next = page.getByRole('button', { name: 'Go to next page' });
    await withinScreen('next page', next);
    await withinScreen('previous page', page.getByRole('button', { name: 'Go to previous page' }));
    for (const name of ['Period', 'Channel', 'Outcome', 'Language']) {
      await withinScreen(name, page.getByRole('combobox', { name }));
    }
    await withinScreen('search', page.getByRole('searchbox', { name: 'Search' }));
    await withinScreen('export page', page.getByRole('button', { name: 'Export this page' }));
    await withinScreen('export all', page.getByRole('button', { name: 'Export all matching…' }));
    await expectNoAxeViolations(page, 'the conversation list at phone width');

    await next.click();
    await expect(page).toHaveURL(/\/incoming\?page=2$/);
    await expectNoSidewaysScrolling(page, 'the second page');

    await conversations(page).getByRole('link').first().click();
    await expect(portal(page).pageHeading).toHaveText('Conversation');
    await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
    await waitForAnimations(page);
    await expectNoSidewaysScrolling(page, 'a conversation');
    await expectNoAxeViolations(page, 'a conversation at phone width');
  });
});
