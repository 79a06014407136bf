import { expect, test } from '@playwright/test';
import { signIn } from '../helpers/login';
import { portal } from '../helpers/portal';

test.describe('Technical area', () => {
  test.beforeEach(async ({ page }) => {
    const reset = await page.request.put('/api/v1/__mock__/reset?scope=tech');
    expect(reset.status()).toBe(204);
  });

  test('opens a voice call’s latency waterfall from Incoming and follows its setting to Configuration', async ({
    page,
  }) => {
    const voice = (await (
      await page.request.get('/api/v1/conversations?channel=voice&bot=default&pageSize=1')
    ).json()) as { items: { id: string }[] };
    const id = voice.items[0]!.id;
    await signIn(page, { path: `/incoming/${id}` });
    await page
      .getByRole('link', { name: 'Show where the time of each answer went (latency)' })
      .click();
    await expect(portal(page).pageHeading).toHaveText('Call latency');
    await expect(portal(page).pageHeading).toBeFocused();
    const turn = page.getByRole('region', { name: /^Turn \d+ at / }).first();
    await expect(turn.getByText('Speech recognition')).toBeVisible();
    await turn.getByRole('link', { name: /^mostly end-of-speech silence \(1,200 ms\)/ }).click();
    await expect(portal(page).pageHeading).toHaveText('default');
    await expect(page.getByRole('tab', { name: 'Speech and voice' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('spinbutton', { name: 'End-of-speech silence (ms)' })).toHaveValue(
      '1200',
    );
  });

  test('shows build information and copies it for support', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, { path: '/tech/build' });
    await expect(page.getByText('neo-nlu 4.2.1')).toBeVisible();
    await page.getByRole('button', { name: 'Copy for support' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('API version: 2026.11.3');
  });
});
