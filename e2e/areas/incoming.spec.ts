import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { signIn } from '../helpers/login';
import { portal, waitForAnimations } from '../helpers/portal';

const CSV_HEADER =
  'ID,Started (UTC),Channel,Caller,Language,Outcome,Duration (seconds),Bot,Top intent';

const conversations = (page: Page) => page.getByRole('grid', { name: 'Incoming conversations' });
/** The grid's channel cells (the header is a columnheader, not a gridcell). */
const channelCells = (page: Page) =>
  conversations(page).locator('[role="gridcell"][data-field="channel"]');

test.describe('Incoming area', () => {
  test('filter by channel, keep it over a reload, export CSV and read a transcript', async ({
    page,
  }) => {
    await signIn(page, { path: '/incoming' });
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
});
