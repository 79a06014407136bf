import { expect, test } from '@playwright/test';
import { resetMockScopeBeforeEach } from '../helpers/mockData';
import { openSignedIn } from '../helpers/session';
import { portal, VIEWPORTS } from '../helpers/portal';
import { expectNoSidewaysScrolling } from '../helpers/fitsScreen';

test.describe('Technical area', () => {
  resetMockScopeBeforeEach('tech');

  test('opens a voice call’s latency waterfall from Incoming and follows its setting to Configuration', async ({
    page,
  }) => {
    const voice = (await (
      await page.request.get('/api/v1/conversations?channel=voice&bot=default&pageSize=1')
    ).json()) as { items: { id: string }[] };
    const id = voice.items[0]!.id;
    await openSignedIn(page, { path: `/incoming/${id}` });
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

  test('sees the degraded bot, opens its logs filtered and expands an entry', async ({ page }) => {
    await openSignedIn(page, { path: '/tech' });
    await expect(page.getByText('Not running normally: Bot “service-hotline”')).toBeVisible();
    const card = page.getByRole('article', { name: 'Bot “service-hotline”' });
    await expect(card.getByText('Degraded')).toBeVisible();
    await card.getByRole('link', { name: 'Open the logs of Bot “service-hotline”' }).click();
    await expect(page).toHaveURL(/\/tech\/logs\?botId=bot-service-hotline$/);
    await expect(portal(page).pageHeading).toBeFocused();
    const lines = page.getByRole('region', { name: 'Log lines, newest first' });
    const first = lines.getByRole('button').first();
    await expect(first).toContainText('service-hotline');
    await first.click();
    // The view follows the log: a newer line may arrive on top meanwhile, so the opened entry
    // is found by its state, not by its place.
    const opened = lines.getByRole('button', { expanded: true });
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText('service-hotline');
    const entry = page.getByLabel('The whole log entry');
    expect(JSON.parse((await entry.textContent()) ?? '{}')).toMatchObject({
      botId: 'bot-service-hotline',
    });
  });

  test('adds a webhook, sends a test and sends a failed delivery again', async ({ page }) => {
    await openSignedIn(page, { path: '/tech/webhooks' });
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    const url = dialog.getByRole('textbox', { name: /Address \(URL\)/ });
    await url.fill('http://10.0.0.1/hook');
    await dialog.getByRole('checkbox', { name: 'Conversation ended' }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText(/Use an https address/)).toBeVisible();
    await url.fill('https://hooks.example.net/neo');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const reveal = page.getByRole('dialog', { name: 'The webhook’s signing secret' });
    const secret = (await reveal.getByLabel('The secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await reveal.getByRole('button', { name: 'I have copied it' }).click();
    await expect(reveal).toBeHidden();
    const created = page.getByRole('article', { name: 'https://hooks.example.net/neo' });
    await expect(created).toContainText(`•••• ${secret.slice(-4)}`);
    // Shown once: not in the page, not in web storage.
    expect(await page.content()).not.toContain(secret);
    const storage = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(storage).not.toContain(secret);

    await created.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByText('The test was delivered (answer 200).')).toBeVisible();
    await expect(
      created.getByRole('table', { name: /Deliveries to/ }).getByText('Test'),
    ).toBeVisible();

    const crm = page.getByRole('article', { name: 'https://crm.example.com/hooks/neo' });
    await crm.getByRole('button', { name: 'Show deliveries' }).click();
    const deliveries = crm.getByRole('table', { name: /Deliveries to/ });
    await expect(deliveries.getByRole('row')).toHaveCount(4);
    await deliveries.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Sent again and delivered.')).toBeVisible();
    await expect(deliveries.getByRole('row')).toHaveCount(5);
  });

  test('creates an API key shown once, then revokes it', async ({ page }) => {
    await openSignedIn(page, { path: '/tech/api-keys' });
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Reporting export');
    await dialog.getByRole('checkbox', { name: 'Read dashboard figures' }).check();
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    const reveal = page.getByRole('dialog', { name: 'The new API key' });
    const key = (await reveal.getByLabel('The secret').textContent())!.trim();
    expect(key).toMatch(/^neo_live_/);
    await reveal.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('rowheader', { name: 'Reporting export' })).toBeVisible();
    expect(await page.content()).not.toContain(key);

    await page.getByRole('button', { name: 'Revoke Reporting export' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke “Reporting export”?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByRole('rowheader', { name: 'Reporting export' })).toBeHidden();
  });

  test('draws each health card’s latency line across the card, at desktop and phone width', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/tech' });
    const card = page.getByRole('article', { name: 'Portal API' });
    const sparkline = card.getByRole('img', { name: /^p95 over the last 24 hours: from/ });
    const drawing = () =>
      sparkline.evaluate((box) => ({
        box: Math.floor(box.getBoundingClientRect().width),
        line: Math.floor(box.querySelector('svg')?.getBoundingClientRect().width ?? 0),
        path: box.querySelector('svg path')?.getAttribute('d')?.length ?? 0,
      }));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      // The line is redrawn at the box's new width once the layout has reported it.
      await expect.poll(() => drawing().then(({ line, box }) => line - box)).toBe(0);
      const drawn = await drawing();
      expect(drawn.box).toBeGreaterThan(viewport === VIEWPORTS.phone ? 250 : 200);
      expect(drawn.path).toBeGreaterThan(20);
    }
    // One image with its summary as the name: no nameless Tab stop inside it.
    await expect(sparkline.locator('[tabindex="0"]')).toHaveCount(0);
  });

  test('fits a phone: the log view and the webhooks without sideways scrolling', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/tech/logs' });
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('region', { name: 'Log lines, newest first' })).toBeVisible();
    await expectNoSidewaysScrolling(page, 'the log view');
    await page.goto('/tech/webhooks');
    await expect(
      page.getByRole('article', { name: 'https://crm.example.com/hooks/neo' }),
    ).toBeVisible();
    await expectNoSidewaysScrolling(page, 'the webhooks');
  });

  test('shows build information and copies it for support', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, { path: '/tech/build' });
    await expect(page.getByText('neo-nlu 4.2.1')).toBeVisible();
    await page.getByRole('button', { name: 'Copy for support' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('API version: 2026.11.3');
  });
});
