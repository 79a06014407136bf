import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { signIn } from '../helpers/login';
import { portal, waitForAnimations } from '../helpers/portal';

/** The dashboard's parts, found by role and en-US name. */
function dashboard(page: Page) {
  const main = page.getByRole('main');
  return {
    keyFigures: main.getByRole('region', { name: 'Key figures' }),
    timeline: main.getByRole('region', { name: 'Conversations over time' }),
    outcomes: main.getByRole('region', { name: 'Outcomes' }),
  };
}

async function expectChartsDrawn(page: Page): Promise<void> {
  const main = page.getByRole('main');
  // x-charts' own class names: one element per bar, one arc per outcome.
  await expect(main.locator('.MuiBarChart-element').first()).toBeVisible();
  await expect(main.locator('.MuiPieChart-arc')).toHaveCount(3);
}

test('shows the figures for 30 days of chat and keeps the choice in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(portal(page).pageHeading).toHaveText('Dashboard');
  const ui = dashboard(page);
  await expect(ui.keyFigures).toBeVisible();

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=30d(&|$)/);
  await expect(page).toHaveURL(/[?&]channel=chat(&|$)/);
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Updating the figures…')).toHaveCount(0);

  const values = ui.keyFigures.getByRole('definition');
  await expect(values).toHaveCount(5);
  await expect(values.nth(0)).toHaveText(/^\d[\d,]*$/);
  await expect(values.nth(1)).toHaveText(/^\d+(\.\d)?%$/);
  await expect(values.nth(4)).toHaveText(/\d+ (min|sec)/);
  await expectChartsDrawn(page);

  // Only chat is charted, one row per day of the 30.
  await ui.timeline.getByRole('button', { name: 'Show data table' }).click();
  const table = ui.timeline.getByRole('table', { name: 'Conversations over time' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Chat']);
  await expect(table.getByRole('rowheader')).toHaveCount(30);

  // The URL is shareable: opening it again shows the same choice.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(ui.keyFigures).toBeVisible();
});

test('has no axe violations in en-US and de-DE', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard?period=30d&channel=chat');
  await expect(dashboard(page).keyFigures).toBeVisible();
  await expectChartsDrawn(page);
  await waitForAnimations(page);
  await expectNoAxeViolations(page, 'the dashboard (en-US)');

  // With the data tables shown too.
  await page.getByRole('button', { name: 'Show data table' }).first().click();
  await waitForAnimations(page);
  await expectNoAxeViolations(page, 'the dashboard with a data table (en-US)');

  await page.goto('/dashboard?period=7d&channel=all&lng=de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const keyFigures = page.getByRole('main').getByRole('region', { name: 'Kennzahlen' });
  await expect(keyFigures).toBeVisible();
  // German decimal comma and a space before the percent sign.
  await expect(keyFigures.getByRole('definition').nth(1)).toHaveText(/^\d+(,\d)?\s%$/);
  await expectChartsDrawn(page);
  await waitForAnimations(page);
  await expectNoAxeViolations(page, 'the dashboard (de-DE)');
});
