import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScrolling, textsBrokenMidWord, textsCutOff } from './helpers/fitsScreen';
import { openSignedIn } from './helpers/session';
import {
  AREAS,
  expectMainLoaded,
  localeText,
  portal,
  VIEWPORTS,
  waitForAnimations,
  type Language,
} from './helpers/portal';

async function switchLanguage(page: Page, lng: Language, path: string): Promise<void> {
  await page.goto(`${path}?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

test.describe('phone width', () => {
  test('every link of the open navigation can be clicked, Home first', async ({ page }) => {
    // openSignedIn() expects the wide layout's visible navigation, so the phone comes after it.
    await openSignedIn(page, { path: '/dashboard' });
    await page.setViewportSize(VIEWPORTS.phone);
    const ui = portal(page);
    // Home first (from another page), then every other area, each through the opened menu.
    for (const area of AREAS) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await waitForAnimations(page);
      // No force: the click fails if the app bar (or anything else) lies over the link.
      await ui.navigation.getByRole('link', { name: area.link, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === area.path);
      await expect(ui.pageHeading).toHaveText(area.heading);
      await expect(ui.navigation).toBeHidden();
    }
  });

  test('no area scrolls sideways with the system’s font, which is wider than the portal’s', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The portal's faces are `font-display: optional`: one that misses the first text is not
    // used at all, as on a slow phone. Debian's fallback (DejaVu Sans) is much wider.
    await page.route(/\.woff2?$/, (route) => route.abort());
    await openSignedIn(page, { path: '/dashboard' });
    await page.setViewportSize(VIEWPORTS.phone);
    for (const lng of ['en-US', 'it-IT'] as const) {
      for (const area of AREAS) {
        await page.goto(`${area.path}?lng=${lng}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(portal(page).pageHeading).toBeVisible();
        await expectMainLoaded(page);
        await expectNoSidewaysScrolling(page, `${area.path} (${lng}, system font)`);
      }
    }
  });
});

test('the data grid’s own texts follow the interface language (ja-JP)', async ({ page }) => {
  await openSignedIn(page, { path: '/incoming' });
  await switchLanguage(page, 'ja-JP', '/incoming');
  await expect(portal(page).pageHeading).toHaveText(localeText('ja-JP', 'incoming.title'));
  const footer = page.locator('.MuiDataGrid-footerContainer');
  // MUI X's Japanese pack for the label, ours for the range ("480 件中 1–25 件").
  await expect(footer).toContainText('ページあたりの行数:');
  await expect(footer).toContainText(/\d[\d,]* 件中 1–25 件/);
  await expect(footer).not.toContainText(/rows per page|\bof\b/i);
});

test('inputs notice the browser’s autofill: their animation and its keyframes are on the page', async ({
  page,
}) => {
  // A label moves out of an autofilled value's way when the input's autofill animation starts;
  // the keyframes live once in the baseline styles, not in a style element per input.
  await openSignedIn(page, { path: '/users' });
  const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
  await expect(search).toBeVisible();
  expect(await search.evaluate((input) => getComputedStyle(input).animationName)).toBe(
    'mui-auto-fill-cancel',
  );
  const keyframes = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSKeyframesRule ? [rule.name] : [])),
    ),
  );
  expect(keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
});

for (const lng of ['de-DE', 'ja-JP'] as const) {
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`dashboard cards and table headers have room in ${lng} at ${viewport.width} px`, async ({
      page,
    }) => {
      await openSignedIn(page, { path: '/dashboard' });
      await page.setViewportSize(viewport);
      await switchLanguage(page, lng, '/dashboard');
      const main = page.getByRole('main');
      const card = main.getByRole('region', {
        name: localeText(lng, 'dashboard.unrecognized.heading'),
      });
      await expect(card.getByRole('table')).toBeVisible();
      await waitForAnimations(page);

      // The card takes at least half of the content row beside its neighbour on a wide screen
      // (the whole row on a phone), instead of a narrow third.
      const mainBox = await main.evaluate((element) => {
        const style = getComputedStyle(element);
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      const cardBox = await card.boundingBox();
      const share = viewport.width >= 1200 ? 0.45 : 0.95;
      expect(cardBox?.width ?? 0).toBeGreaterThanOrEqual(mainBox * share);

      // Every table header of the page keeps its words whole, and so do the language names.
      const headers = main.locator('thead th').filter({ visible: true });
      await expect(headers.first()).toBeVisible();
      expect(await textsBrokenMidWord(headers)).toEqual([]);
      expect(await textsBrokenMidWord(card.locator('tbody td:nth-child(2)'))).toEqual([]);
    });
  }
}

for (const lng of ['de-DE', 'ja-JP'] as const) {
  test(`table headers keep their words whole in ${lng} at 1280, 1024 and 390 px`, async ({
    page,
  }) => {
    await openSignedIn(page);
    let checked = 0;
    for (const path of ['/', '/dashboard', '/users']) {
      await page.setViewportSize(VIEWPORTS.desktop);
      await switchLanguage(page, lng, path);
      const main = page.getByRole('main');
      // Short lists are tables; server-paged lists (Users) are MUI X data grids.
      await expect(main.getByRole('table').or(main.getByRole('grid')).first()).toBeVisible();
      const headers = main
        .locator('thead th, .MuiDataGrid-columnHeaderTitle')
        .filter({ visible: true });
      // 1024: a tablet, where the Users table is at its tightest beside the navigation.
      for (const width of [VIEWPORTS.desktop.width, 1024, VIEWPORTS.phone.width]) {
        await page.setViewportSize({ ...VIEWPORTS.desktop, width });
        // Not every width has a table (Home lists its bots as cards on phones): none is fine.
        await expect(main.getByRole('progressbar')).toHaveCount(0);
        await expect(main.locator('.MuiSkeleton-root').filter({ visible: true })).toHaveCount(0);
        await waitForAnimations(page);
        checked += await headers.count();
        expect(await textsBrokenMidWord(headers), `${path} at ${width} px`).toEqual([]);
        // A grid's header is one line: it must not end in "…" either.
        expect(await textsCutOff(headers), `${path} at ${width} px`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
}
