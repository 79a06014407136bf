import { expect, test, type Page } from '@playwright/test';
import { PORTAL_URL } from '../helpers/env';
import { isIdpUrl, makeIdpUnreachable, recordIdpRequests, storedUserKey } from '../helpers/faults';
import { signIn } from '../helpers/login';
import { portal } from '../helpers/portal';

/** The local provider's default access-token lifetime (idp/settings.mjs, IDP_ACCESS_TOKEN_TTL). */
const ACCESS_TOKEN_TTL_MS = 300_000;
const portalOrigin = new URL(PORTAL_URL).origin;

/**
 * Signs in under a fake clock, makes the provider unreachable and lets the clock run to the
 * access token's expiring notice (60 s before expiry), which starts the silent renewal.
 */
async function renewWithProviderDown(page: Page) {
  await page.clock.install();
  await signIn(page);
  const key = await storedUserKey(page);
  await makeIdpUnreachable(page.context());
  const idpRequests = recordIdpRequests(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.clock.runFor(ACCESS_TOKEN_TTL_MS - 55_000);
  return { key, idpRequests, navigations };
}

test('silent renewal with the identity provider unreachable: bounded, no retry storm', async ({
  page,
}) => {
  const { idpRequests, navigations } = await renewWithProviderDown(page);
  // One refresh attempt, then (at most) one sign-out navigation, and nothing after that.
  await expect.poll(() => idpRequests.length).toBeGreaterThan(0);
  await page.waitForTimeout(3_000);
  const settled = idpRequests.length;
  const tokenRequests = idpRequests.filter((r) => new URL(r.url()).pathname === '/token');
  expect(tokenRequests.length, 'one refresh attempt').toBe(1);
  expect(settled, 'a handful of provider requests at most').toBeLessThanOrEqual(4);
  expect(navigations.length, 'at most one navigation, no redirect loop').toBeLessThanOrEqual(1);
  await page.waitForTimeout(3_000);
  expect(idpRequests.length).toBe(settled);
});

test('silent renewal with the identity provider unreachable ends on the login screen with a message', async ({
  page,
}) => {
  // The provider's metadata is cached, so a sign-out redirect would not throw: it would land on
  // the browser's "This site can't be reached" page. The portal must stay on its login screen.
  const ui = portal(page);
  const { key } = await renewWithProviderDown(page);
  await expect(ui.signInButton).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('alert')).toHaveText(
    /Your session has ended\. Please sign in again\.|The sign-in service cannot be reached\./,
  );
  expect(page.url().startsWith(portalOrigin), 'no browser error page').toBe(true);
  expect(await page.evaluate((name) => sessionStorage.getItem(name), key)).toBeNull();
  expect(isIdpUrl(page.url())).toBe(false);
});
