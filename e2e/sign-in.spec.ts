import { expect, test } from '@playwright/test';
import { IDP_URL, PORTAL_URL } from './helpers/env';
import { ALICE, expectIdpLoginForm, signIn, submitIdpLogin } from './helpers/login';
import { expectLayout, expectLoginScreen, portal } from './helpers/portal';

const SIGN_IN_RESPONSE_PARAMS = ['code', 'state', 'session_state', 'iss'];

function hasNoSignInResponse(url: URL): boolean {
  const hash = new URLSearchParams(url.hash.slice(1));
  return SIGN_IN_RESPONSE_PARAMS.every((p) => !url.searchParams.has(p) && !hash.has(p));
}

test('signs in through the identity provider and cleans the address', async ({ page }) => {
  const ui = portal(page);
  await page.goto('/');
  await ui.signInButton.click();
  await expectIdpLoginForm(page);
  expect(page.url().startsWith(IDP_URL)).toBe(true);

  await submitIdpLogin(page);
  await expectLayout(page);
  await expect(ui.pageHeading).toHaveText('Home');
  await expect(page).toHaveURL(hasNoSignInResponse);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('stays signed in after a reload', async ({ page }) => {
  await signIn(page);
  const idpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(IDP_URL)) idpRequests.push(request.url());
  });

  await page.reload();
  await expectLayout(page);
  await expect(portal(page).pageHeading).toHaveText('Home');
  expect(idpRequests.filter((url) => url.includes('/auth'))).toEqual([]);
});

test('a deep link opened signed out survives the sign-in', async ({ page }) => {
  const ui = portal(page);
  await page.goto('/users');
  await expectLoginScreen(page);

  await ui.signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  await expect(page).toHaveURL((url) => url.pathname === '/users' && hasNoSignInResponse(url));
  await expect(ui.pageHeading).toHaveText('Users');
});

test('signs out at the identity provider too', async ({ page }) => {
  const ui = portal(page);
  await signIn(page);

  await ui.accountMenuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(ALICE.name);
  await expect(menu).toContainText(ALICE.email);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect
    .poll(() => visited.some((url) => url.startsWith(`${IDP_URL}/session/end`)))
    .toBe(true);
  await expect
    .poll(() => new URL(visited.at(-1) ?? IDP_URL).origin)
    .toBe(new URL(PORTAL_URL).origin);
  await expectLoginScreen(page);

  // The provider's session is gone: signing in again asks for the credentials.
  await ui.signInButton.click();
  await expectIdpLoginForm(page);
});
