import { expect, test, type ConsoleMessage } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { submitIdpLogin } from '../helpers/login';
import { expectLayout, expectLoginScreen, portal } from '../helpers/portal';
import {
  JWT_PATTERN,
  leaks,
  portalOrigin,
  recordRequests,
  signInParamsIn,
  storedUser,
  type RecordedRequest,
} from '../helpers/security';

const idpPath = (r: RecordedRequest) =>
  r.url.startsWith(IDP_URL) ? new URL(r.url).pathname : undefined;
/** Where the protocol itself may carry a bearer token or client credentials. */
const PROTOCOL_AUTHORIZATION = new Set(['/me', '/userinfo', '/token/revocation']);

function mayCarryAuthorization(r: RecordedRequest): boolean {
  const url = new URL(r.url);
  if (url.origin === portalOrigin) return url.pathname.startsWith('/api/v1/');
  return PROTOCOL_AUTHORIZATION.has(idpPath(r) ?? '');
}

test('a deep link with query and hash survives the sign-in', async ({ page }) => {
  await page.goto('/users?x=1#y');
  await expectLoginScreen(page);
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  await expect(portal(page).pageHeading).toHaveText('Users');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}${url.hash}`).toBe('/users?x=1#y');
  expect(signInParamsIn(page.url())).toEqual([]);
});

test('tokens live in sessionStorage only: not in localStorage, cookies or any URL', async ({
  page,
  context,
}) => {
  const recorder = recordRequests(context);
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  // A reload makes the start-up requests again (settings, locales, keep-alive) while signed in.
  await page.reload();
  await expectLayout(page);
  await expect
    .poll(async () => (await recorder.all()).some((r) => r.url.includes('/keep-alive.html')))
    .toBe(true);

  const user = await storedUser(page);
  expect(user?.access_token, 'the user is in sessionStorage').toBeTruthy();
  const secrets = [user!.access_token, user!.id_token ?? '', user!.refresh_token ?? ''];

  const local = await page.evaluate(() =>
    Object.entries({ ...localStorage }).map(([k, v]) => `${k}=${v}`),
  );
  expect(local.filter((entry) => leaks(entry, secrets))).toEqual([]);
  const documentCookie = await page.evaluate(() => document.cookie);
  expect(leaks(documentCookie, secrets), `document.cookie: ${documentCookie}`).toBe(false);
  const portalCookies = await context.cookies(portalOrigin);
  expect(portalCookies.filter((c) => leaks(`${c.name}=${c.value}`, secrets))).toEqual([]);

  const requests = await recorder.all();
  const paths = requests.map((r) => new URL(r.url).pathname);
  expect(paths).toContain('/api/v1/configs');
  expect(paths.some((p) => p.startsWith('/locales/'))).toBe(true);
  expect(paths).toContain('/keep-alive.html');
  expect(requests.filter((r) => leaks(r.url, secrets)).map((r) => r.url)).toEqual([]);
  // Not even in a Referer sent to another origin.
  expect(requests.filter((r) => leaks(r.headers.referer ?? '', secrets)).map((r) => r.url)).toEqual(
    [],
  );
  expect(JWT_PATTERN.test(page.url())).toBe(false);
});

test('Authorization goes to /api/v1 only, and nowhere once signed out', async ({
  page,
  context,
}) => {
  const recorder = recordRequests(context);
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  await page.reload();
  await expectLayout(page);
  await expect
    .poll(async () => (await recorder.all()).some((r) => r.url.includes('/keep-alive.html')))
    .toBe(true);

  const signedIn = await recorder.all();
  // Product calls made with a session carry exactly the session's token. (Today the layout makes
  // none; this holds the moment an area starts calling the API.)
  const token = (await storedUser(page))?.access_token;
  const productCalls = signedIn.filter((r) => {
    const url = new URL(r.url);
    return (
      url.origin === portalOrigin &&
      url.pathname.startsWith('/api/v1/') &&
      url.pathname !== '/api/v1/configs'
    );
  });
  for (const r of productCalls) {
    expect(r.headers.authorization, `${r.method} ${r.url}`).toBe(`Bearer ${token}`);
  }

  const misplaced = signedIn.filter((r) => r.headers.authorization && !mayCarryAuthorization(r));
  expect(misplaced.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  // The start-up calls in particular never carry it.
  for (const r of signedIn) {
    const path = new URL(r.url).pathname;
    if (
      path === '/api/v1/configs' ||
      path === '/keep-alive.html' ||
      path.startsWith('/locales/') ||
      path.startsWith('/assets/')
    ) {
      expect(r.headers.authorization, `${r.url}`).toBeUndefined();
    }
  }

  const beforeSignOut = recorder.now();
  await portal(page).accountMenuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === portalOrigin, { waitUntil: 'load' });
  await expectLoginScreen(page);
  await page.reload();
  await expectLoginScreen(page);

  const afterSignOut = (await recorder.since(beforeSignOut)).filter(
    (r) => r.headers.authorization && idpPath(r) !== '/token/revocation',
  );
  expect(afterSignOut.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  expect(await storedUser(page)).toBeNull();
});

test('the sign-in library logs nothing in the production build', async ({ page }) => {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);
  await page.reload();
  await expectLayout(page);

  // oidc-client-ts formats every line as "[Class] method: …" (its Logger._format).
  const library = /^\[[A-Z][A-Za-z]+(\.[A-Za-z]+)?\]/;
  const fromLibrary = messages.filter((m) => library.test(m.text()));
  expect(fromLibrary.map((m) => `${m.type()}: ${m.text()}`)).toEqual([]);
  const chatty = messages.filter((m) => ['debug', 'log', 'info', 'trace'].includes(m.type()));
  expect(chatty.map((m) => `${m.type()}: ${m.text()}`)).toEqual([]);
});
