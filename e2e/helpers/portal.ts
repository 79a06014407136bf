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
