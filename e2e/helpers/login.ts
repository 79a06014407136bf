import { expect, type Page } from '@playwright/test';
import { IDP_URL, PORTAL_URL } from './env';
import { expectLayout, portal } from './portal';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  email: string;
}

/** Demo accounts of the local identity provider (idp/accounts.mjs). */
export const ALICE: DemoUser = {
  username: 'alice',
  password: 'alice-password',
  name: 'Alice Example',
  email: 'alice@example.com',
};

const idpOrigin = new URL(IDP_URL).origin;
const portalOrigin = new URL(PORTAL_URL).origin;

/** Waits for the identity provider's login form, fills it in and waits for the way back. */
export async function submitIdpLogin(page: Page, user: DemoUser = ALICE): Promise<void> {
  await page.waitForURL((url) => url.origin === idpOrigin);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.origin === portalOrigin);
}

/**
 * Signs in through the real login form. The portal keeps the user in sessionStorage, which
 * Playwright's storageState does not carry, so each test signs in on its own.
 */
export async function signIn(page: Page, { path = '/', user = ALICE } = {}): Promise<void> {
  await page.goto(path);
  await portal(page).signInButton.click();
  await submitIdpLogin(page, user);
  await expectLayout(page);
}

export async function expectIdpLoginForm(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === idpOrigin);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
}
