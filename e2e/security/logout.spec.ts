import { expect, test, type Page } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { signIn } from '../helpers/login';
import { expectLoginScreen, portal } from '../helpers/portal';
import {
  openSecondTab,
  portalOrigin,
  portalRoot,
  recordRequests,
  storedUser,
} from '../helpers/security';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

async function signOut(page: Page) {
  await portal(page).accountMenuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
}

test('sign-out ends the session at the provider and comes back to the login screen', async ({
  page,
  context,
}) => {
  await signIn(page);
  const idToken = (await storedUser(page))?.id_token;
  expect(idToken).toMatch(/^eyJ/);
  const recorder = recordRequests(context);
  const arrivals: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) arrivals.push(frame.url());
  });

  await signOut(page);
  await page.waitForURL((url) => url.origin === portalOrigin, { waitUntil: 'load' });
  await expectLoginScreen(page);
  expect(await storedUser(page)).toBeNull();

  // What a strict provider needs to honour the way back: whose session, where to, and a state.
  const endSession = (await recorder.all()).find((r) => r.url.startsWith(`${IDP_URL}/session/end`));
  expect(endSession, 'RP-initiated logout request').toBeDefined();
  const params = new URL(endSession!.url).searchParams;
  expect(params.get('id_token_hint')).toBe(idToken);
  expect(params.get('post_logout_redirect_uri')).toBe(portalRoot);
  const state = params.get('state');
  expect(state?.length ?? 0).toBeGreaterThanOrEqual(16);

  // The provider sent the person to the registered URI with that state; the portal checked it,
  // removed it from storage and from the address bar.
  expect(arrivals).toContain(`${portalRoot}?state=${state}`);
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const leftovers = await page.evaluate(() => Object.keys(sessionStorage));
  expect(leftovers.filter((key) => key.startsWith('oidc.'))).toEqual([]);
});

test('after sign-out the back button never shows portal content', async ({ page }) => {
  await signIn(page, { path: '/users' });
  await signOut(page);
  await page.waitForURL((url) => url.origin === portalOrigin, { waitUntil: 'load' });
  await expectLoginScreen(page);

  const historyLength = await page.evaluate(() => history.length);
  for (let step = 1; step < historyLength; step++) {
    await page.goBack({ waitUntil: 'load' }).catch(() => undefined);
    if (new URL(page.url()).origin !== portalOrigin) continue;
    // Whatever entry (and whether or not restored from the back/forward cache): no layout.
    await expectLoginScreen(page);
    await expect(portal(page).banner).toHaveCount(0);
    await expect(portal(page).navigation).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
  }
});

test('sign-out in one tab ends the session in another tab of the same browser', async ({
  page,
  context,
}) => {
  await signIn(page);
  const second = await openSecondTab(page, '/users');
  await expect(portal(second).pageHeading).toHaveText('Users');
  expect((await storedUser(second))?.access_token).toBeTruthy();

  const recorder = recordRequests(context);
  recorder.track(page);
  recorder.track(second);
  await signOut(page);

  await expectLoginScreen(second);
  await expect(second.getByRole('alert')).toHaveText(SESSION_ENDED);
  expect(await storedUser(second)).toBeNull();
  expect(new URL(second.url()).origin).toBe(portalOrigin);

  // It stays signed out after a reload, and never sent a token after the sign-out.
  await page.waitForURL((url) => url.origin === portalOrigin, { waitUntil: 'load' });
  await second.reload();
  await expectLoginScreen(second);
  const fromSecond = (await recorder.all()).filter((r) => r.page === 1 && r.headers.authorization);
  expect(fromSecond.map((r) => r.url)).toEqual([]);
  // The marker of the storage fallback is the only thing the portal may keep in localStorage.
  const local = await second.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toMatch(/eyJ/);
});
