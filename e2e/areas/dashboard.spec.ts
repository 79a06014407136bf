import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { openSignedIn } from '../helpers/session';
import { portal, VIEWPORTS, waitForAnimations } from '../helpers/portal';

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
  // The drawings are hidden from assistive technology (the tables are their text): no Tab stop.
  await expect(main.locator('[aria-hidden="true"] [tabindex="0"]')).toHaveCount(0);
}

test('shows the figures for 30 days of chat and keeps the choice in the URL', async ({ page }) => {
  await openSignedIn(page);
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

test('nothing below the key figures moves when they replace their placeholders', async ({
  page,
}) => {
  // Each page's figures are held back until its loading frame has been measured.
  let gate = Promise.resolve();
  let release = () => {};
  await page.route('**/api/v1/dashboard/summary*', async (route) => {
    await gate;
    await route.continue();
  });
  await openSignedIn(page, { path: '/account' });
  // The tops of the section headings on the first screen, in both languages and at both widths
  // (a phone has two columns of figures, where a longer value like "3 min 21 sec" wrapped and
  // pushed the rest down). Further down, the lists are as long as the server's answer.
  const main = page.getByRole('main');
  const tops = () =>
    main
      .locator('h2')
      .evaluateAll((headings) => headings.map((h) => Math.round(h.getBoundingClientRect().top)));
  for (const language of ['en-US', 'de-DE']) {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      gate = new Promise<void>((resolve) => (release = resolve));
      await page.setViewportSize(viewport);
      await page.goto(`/dashboard?lng=${language}`);
      await expect(main.locator('dl .MuiSkeleton-root').first()).toBeVisible();
      const frame = (await tops()).filter((top) => top < viewport.height);
      release();
      await expect(main.locator('dl .MuiSkeleton-root').filter({ visible: true })).toHaveCount(0);
      await expect(main.locator('dl dd').first()).not.toBeEmpty();
      const shown = await tops();
      expect(frame.length).toBeGreaterThan(1);
      for (const [index, top] of frame.entries()) {
        const moved = Math.abs(shown[index]! - top);
        expect(
          moved,
          `heading ${index + 1}, ${language} at ${viewport.width} px`,
        ).toBeLessThanOrEqual(2);
      }
    }
  }
});

test('has no axe violations in en-US and de-DE', async ({ page }) => {
  await openSignedIn(page);
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
