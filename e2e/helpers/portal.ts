import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

function productName(): string {
  const url = new URL('../../src/i18n/locales/en-US.json', import.meta.url);
  const locale = JSON.parse(readFileSync(url, 'utf8')) as { app?: { productName?: string } };
  return locale.app?.productName ?? 'NEO Portal';
}

/** The product name as the en-US translation spells it. */
export const PRODUCT_NAME = productName();

/** The ten areas of the portal: path, en-US link name and en-US page heading. */
export const AREAS = [
  { path: '/', link: 'Home', heading: 'Home' },
  { path: '/dashboard', link: 'Dashboard', heading: 'Dashboard' },
  { path: '/flows', link: 'Flows', heading: 'Flows' },
  { path: '/train', link: 'Training', heading: 'Training' },
  { path: '/incoming', link: 'Incoming', heading: 'Incoming' },
  { path: '/configuration', link: 'Configuration', heading: 'Configuration' },
  { path: '/tech', link: 'Technical', heading: 'Technical' },
  { path: '/users', link: 'Users', heading: 'Users' },
  { path: '/account', link: 'Account', heading: 'Account' },
  { path: '/support', link: 'Support', heading: 'Support' },
] as const;

export const LANGUAGES = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'] as const;

/** The parts of the portal the tests talk to, found the way a screen-reader user would. */
export function portal(page: Page) {
  return {
    spinner: page.getByRole('progressbar'),
    productHeading: page.getByRole('heading', { name: PRODUCT_NAME }),
    signInButton: page.getByRole('button', { name: 'Sign in', exact: true }),
    languageSwitcher: page
      .getByRole('combobox', { name: 'Language' })
      .or(page.getByRole('button', { name: 'Language' })),
    banner: page.getByRole('banner'),
    navigation: page.getByRole('navigation', { name: 'Main navigation' }),
    accountMenuButton: page.getByRole('button', { name: 'Account menu' }),
    pageHeading: page.getByRole('main').getByRole('heading', { level: 1 }),
  };
}

export async function expectLoginScreen(page: Page): Promise<void> {
  const ui = portal(page);
  await expect(ui.productHeading).toBeVisible();
  await expect(ui.signInButton).toBeVisible();
  await expect(ui.spinner).toHaveCount(0);
}

export async function expectLayout(page: Page): Promise<void> {
  const ui = portal(page);
  await expect(ui.banner).toBeVisible();
  await expect(ui.banner).toContainText(PRODUCT_NAME);
  await expect(ui.navigation).toBeVisible();
  await expect(ui.signInButton).toHaveCount(0);
}

/** Resolves once CSS transitions and animations (MUI fades, ripples) have finished. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Waits until the main area has loaded: no progress bar, no placeholder, nothing busy. Below
 * the fold on a phone, a Dashboard chart mounted before the charts' code arrived draws only
 * once scrolled near (useNearViewport): each placeholder left is scrolled to, as a person would,
 * until none is left (placeholders of data still loading come and go meanwhile). Ends scrolled
 * back to the top.
 */
export async function expectMainLoaded(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  const skeletons = main.locator('.MuiSkeleton-root').filter({ visible: true });
  await expect(async () => {
    // In the page, each placeholder still there when its turn comes: those of data arriving
    // meanwhile are gone, and waiting for them one by one (a locator per placeholder) cost a
    // second each, a fifth of the accessibility walk. Two frames after each scroll let the
    // near-the-screen observers see it.
    // The element, not the role: under an open dialog the main area is hidden from it.
    await page.evaluate(async () => {
      const root = document.querySelector('main');
      for (const skeleton of Array.from(root?.querySelectorAll('.MuiSkeleton-root') ?? [])) {
        if (!skeleton.isConnected || skeleton.getClientRects().length === 0) continue;
        skeleton.scrollIntoView({ block: 'center' });
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
    });
    await expect(skeletons).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(main.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

/** The viewports the portal is checked at: a laptop and a phone (iPhone 12–15 class). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type Language = (typeof LANGUAGES)[number];

type LocaleTree = { [key: string]: string | LocaleTree };
const localeTrees = new Map<Language, LocaleTree>();

/**
 * A text as the portal shows it in `lng` (`key` is dotted, e.g. `layout.nav.open`), read from
 * the shipped translation file, so tests in every language find things by their visible names.
 */
export function localeText(lng: Language, key: string): string {
  let tree = localeTrees.get(lng);
  if (!tree) {
    const url = new URL(`../../src/i18n/locales/${lng}.json`, import.meta.url);
    tree = JSON.parse(readFileSync(url, 'utf8')) as LocaleTree;
    localeTrees.set(lng, tree);
  }
  const value = key
    .split('.')
    .reduce<string | LocaleTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return value;
}

/** MUI's `md` breakpoint: from this width on the navigation sits beside the content. */
const DOCKED_NAV_MIN_WIDTH = 900;

/**
 * Follows the main navigation's link to `path` the way a person does: at phone width the
 * overlay is opened with the menu button first. Resolves once the new page's heading is shown.
 * Which layout applies follows the viewport, not what is on screen at that instant: right after
 * a resize the portal still shows the old layout until React renders the new one.
 */
export async function navigateTo(page: Page, path: string): Promise<void> {
  const menuButton = page.locator('header button[aria-controls="main-navigation"]');
  const width = page.viewportSize()?.width ?? VIEWPORTS.desktop.width;
  if (width < DOCKED_NAV_MIN_WIDTH) {
    await menuButton.click();
    await waitForAnimations(page);
  } else {
    await expect(menuButton).toBeHidden();
  }
  await page.locator(`#main-navigation a[href="${path}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(portal(page).pageHeading).toBeVisible();
}
