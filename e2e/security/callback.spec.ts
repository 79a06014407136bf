import { expect, test, type Page } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { ALICE, submitIdpLogin } from '../helpers/login';
import { expectLayout, expectLoginScreen, portal } from '../helpers/portal';
import {
  expectNoRedirectLoop,
  holdAuthorizeRequest,
  portalOrigin,
  recordRequests,
  signInParamsIn,
  storedUser,
} from '../helpers/security';

const EXPIRED = 'This sign-in link is no longer valid. Please sign in again.';
const DENIED = 'Sign-in was cancelled or denied by the identity provider.';

/** The login screen with the message, no session anywhere, a clean address. */
async function expectRejected(page: Page, message: string) {
  await expectLoginScreen(page);
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(portal(page).banner).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  expect(signInParamsIn(page.url())).toEqual([]);
  expect(new URL(page.url()).searchParams.has('error')).toBe(false);
}

/** Signs in through the UI and returns the provider's redirect back to the portal, as visited. */
async function signInCapturingCallback(page: Page): Promise<string> {
  const callbacks: string[] = [];
  const onNav = (frame: { url: () => string }) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === portalOrigin && url.searchParams.has('code')) callbacks.push(url.href);
  };
  page.on('framenavigated', onNav);
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  page.off('framenavigated', onNav);
  expect(callbacks).toHaveLength(1);
  return callbacks[0]!;
}

async function signOut(page: Page) {
  await portal(page).accountMenuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === portalOrigin && url.pathname === '/', {
    waitUntil: 'load',
  });
  await expectLoginScreen(page);
}

test('a forged state is refused: login screen, message, no session, no loop', async ({
  page,
  context,
}) => {
  const recorder = recordRequests(context);
  await page.goto('/?code=x&state=forged');
  await expectRejected(page, EXPIRED);
  await expectNoRedirectLoop(page, recorder);
  const tokenCalls = (await recorder.all()).filter((r) => r.url.startsWith(`${IDP_URL}/token`));
  expect(tokenCalls).toEqual([]);
});

test('a replayed callback URL is refused after sign-out, in the same tab and in a new one', async ({
  page,
  context,
}) => {
  const callback = await signInCapturingCallback(page);
  await signOut(page);
  const recorder = recordRequests(context);

  await page.goto(callback);
  await expectRejected(page, EXPIRED);
  await expectNoRedirectLoop(page, recorder);

  const other = await context.newPage();
  await other.goto(callback);
  await expectRejected(other, EXPIRED);
  await expectNoRedirectLoop(other, recorder);

  // The code was never offered to the token endpoint a second time.
  const tokenCalls = (await recorder.all()).filter((r) => r.url.startsWith(`${IDP_URL}/token`));
  expect(tokenCalls).toEqual([]);
});

test('a callback URL replayed in a new tab while signed in does not sign that tab in', async ({
  page,
  context,
}) => {
  const callback = await signInCapturingCallback(page);
  const recorder = recordRequests(context);
  const other = await context.newPage();
  await other.goto(callback);
  await expectRejected(other, EXPIRED);
  await expectNoRedirectLoop(other, recorder);
  // The first tab is unaffected.
  await expectLayout(page);
});

test('access_denied for a real pending request: login screen, message, no session, no loop', async ({
  page,
  context,
}) => {
  const recorder = recordRequests(context);
  await page.goto('/');
  const held = await holdAuthorizeRequest(page);
  await portal(page).signInButton.click();
  const state = (await held.params).get('state');
  expect(state).toBeTruthy();
  await held.unroute();

  // What the provider sends when the person cancels or the request is refused.
  await page.goto(`/?error=access_denied&error_description=cancelled&state=${state}`);
  await expectRejected(page, DENIED);
  await expectNoRedirectLoop(page, recorder);
  // The pending request is used up: the same answer again is stale.
  await page.goto(`/?error=access_denied&state=${state}`);
  await expectRejected(page, EXPIRED);
});

test('code, state, session_state and iss leave the address bar and the history', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page, ALICE);
  await expectLayout(page);
  // The provider did answer with a response on the address (so the test proves removal).
  expect(visited.some((url) => signInParamsIn(url).includes('code'))).toBe(true);
  expect(signInParamsIn(page.url())).toEqual([]);
  // Read every history entry from the browser itself: walking back through the provider's
  // pages swaps renderer processes, which can detach the page mid-step.
  const devtools = await page.context().newCDPSession(page);
  const { entries } = await devtools.send('Page.getNavigationHistory');
  const seen = entries.map((entry) => entry.url);
  expect(seen.length).toBeGreaterThan(1);
  for (const url of seen) {
    expect(signInParamsIn(url), `history entry ${url}`).not.toContain('code');
    expect(new URL(url).searchParams.has('code'), `history entry ${url}`).toBe(false);
  }
});
