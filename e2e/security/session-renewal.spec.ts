import { expect, test, type Page } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { signIn, type DemoUser } from '../helpers/login';
import { expectLayout, expectLoginScreen, portal } from '../helpers/portal';
import { decodeJwtPayload, openSecondTab, portalOrigin, storedUser } from '../helpers/security';

/** The local provider's default access-token lifetime (idp/settings.mjs, IDP_ACCESS_TOKEN_TTL). */
const ACCESS_TOKEN_TTL_MS = 300_000;
const USERS_LIST = '**/api/v1/users?*';

const BOB: DemoUser = {
  username: 'bob',
  password: 'bob-password',
  name: 'Bob Sample',
  email: 'bob@example.com',
};

/** Makes the provider answer renewals of `sub`'s tokens with another account (test control). */
async function renewalsAnswerAs(page: Page, sub: string, as: string | undefined) {
  const url = `${IDP_URL}/__test__/renewal-subject?sub=${sub}${as ? `&as=${as}` : ''}`;
  const res = await page.request.fetch(url, { method: as ? 'PUT' : 'DELETE' });
  expect(res.status(), 'the e2e provider runs with IDP_TEST_CONTROLS=1').toBe(200);
}

/** The next users-list request of this page is answered 401, which starts one silent renewal. */
async function refuseNextUsersRequest(page: Page) {
  let refused = false;
  await page.route(USERS_LIST, (route) => {
    if (refused) return route.fallback();
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'expired', code: 'unauthorized' }),
    });
  });
}

/** Resolves when the users list has been answered with data, after any renewal. */
function usersListed(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/api/v1/users?') && response.status() === 200,
  );
}

function countTokenRequests(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === new URL(IDP_URL).origin && (pathname === '/token' || pathname === '/auth')) {
      calls.push(pathname);
    }
  });
  return calls;
}

test('a renewal whose ID token names another person ends the session with a message', async ({
  page,
}) => {
  // Bob, not Alice: the other specs sign in as Alice while this one changes the provider's answer.
  await page.clock.install();
  await signIn(page, { user: BOB });
  const before = await storedUser(page);
  expect(decodeJwtPayload(before!.id_token!).sub).toBe('bob');
  await renewalsAnswerAs(page, 'bob', 'alice');
  try {
    // To the access token's expiring notice (60 s before expiry): the automatic renewal starts.
    await page.clock.runFor(ACCESS_TOKEN_TTL_MS - 55_000);
    await page.waitForURL((url) => url.origin === portalOrigin, { waitUntil: 'load' });
    await expectLoginScreen(page);
    await expect(page.getByRole('alert')).toHaveText(
      'The sign-in service answered for a different account. For your security you have been signed out. Please sign in again.',
    );
    // Nobody's tokens stay behind: neither Bob's nor the ones the renewal brought for Alice.
    expect(await storedUser(page)).toBeNull();
    await expect(portal(page).navigation).toHaveCount(0);
  } finally {
    await renewalsAnswerAs(page, 'bob', undefined);
  }
});

test('duplicated tabs sharing one rotating refresh token both stay signed in, without a loop', async ({
  page,
}) => {
  await signIn(page);
  // Duplicating a tab copies its session storage: both tabs hold the same refresh token.
  const second = await openSecondTab(page, '/account');
  const shared = (await storedUser(page))!.refresh_token;
  expect((await storedUser(second))!.refresh_token).toBe(shared);
  const firstCalls = countTokenRequests(page);
  const secondCalls = countTokenRequests(second);

  // The first tab renews: the provider rotates the refresh token.
  await refuseNextUsersRequest(page);
  await Promise.all([
    usersListed(page),
    portal(page).navigation.getByRole('link', { name: 'Users' }).click(),
  ]);
  await expect.poll(() => firstCalls).toEqual(['/token']);
  const rotated = (await storedUser(page))!.refresh_token;
  expect(rotated).not.toBe(shared);

  // The second tab renews with the used token: refused, and the provider revokes the grant; the
  // tab renews once through the provider's session instead and stays signed in.
  await refuseNextUsersRequest(second);
  await Promise.all([
    usersListed(second),
    portal(second).navigation.getByRole('link', { name: 'Users' }).click(),
  ]);
  await expect.poll(() => secondCalls).toEqual(['/token', '/auth', '/token']);
  await expectLayout(second);
  const recovered = (await storedUser(second))!.refresh_token;
  expect(recovered).not.toBe(shared);

  // The first tab's rotated token went with the revoked grant: its next renewal recovers the
  // same way, and it was never signed out in between.
  await expectLayout(page);
  await refuseNextUsersRequest(page);
  await Promise.all([usersListed(page), page.reload()]);
  await expectLayout(page);
  await expect.poll(() => firstCalls).toEqual(['/token', '/token', '/auth', '/token']);

  // Settled: no further provider traffic from either tab.
  await page.waitForTimeout(2_000);
  expect(firstCalls).toHaveLength(4);
  expect(secondCalls).toHaveLength(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(second.getByRole('alert')).toHaveCount(0);
});
