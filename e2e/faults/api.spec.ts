import { expect, test, type Page, type Route } from '@playwright/test';
import { ALICE, submitIdpLogin } from '../helpers/login';
import { expectLoginScreen, portal } from '../helpers/portal';
import { signIn } from '../helpers/login';

// Spec §8 and issue 3: each API answer has a defined, translated outcome in place.
const SUMMARY = '**/api/v1/dashboard/summary*';
const apiError = (status: number, code: string, message = 'refused') => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ message, code }),
});

async function openDashboard(page: Page) {
  await signIn(page, { path: '/dashboard' });
  await expect(portal(page).pageHeading).toHaveText('Dashboard');
}

test('a 5xx shows an error in place with Retry, and Retry recovers', async ({ page }) => {
  let failing = true;
  await page.route(SUMMARY, (route) =>
    failing ? route.fulfill(apiError(503, 'unavailable')) : route.fallback(),
  );
  await openDashboard(page);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(/The data could not be loaded\./, { timeout: 20_000 });

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Conversations', { exact: true }).first()).toBeVisible();
});

test('a 403 shows the permission message in place, without a pointless Retry', async ({ page }) => {
  await page.route(SUMMARY, (route) => route.fulfill(apiError(403, 'forbidden')));
  await openDashboard(page);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('You do not have permission to do this.');
  await expect(alert.getByRole('button')).toHaveCount(0);
});

test('a time-out is swallowed by the client and ends in an error state, not a spinner', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Never answered: the client gives up after 5 s (spec §7), the query tries twice more.
  await page.route(SUMMARY, () => new Promise<void>(() => {}));
  await openDashboard(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /The server did not answer in time\./,
    { timeout: 40_000 },
  );
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
});

test('a 400 reaches the shared handler and the dialog: the server message shows, input kept', async ({
  page,
}) => {
  await page.route('**/api/v1/users', (route: Route) =>
    route.request().method() === 'POST'
      ? route.fulfill(apiError(400, 'validation_failed', 'Invitations are paused for maintenance.'))
      : route.fallback(),
  );
  await signIn(page, { path: '/users' });
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill('new.person@example.com');
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();

  // Said inside the dialog, which handled it: the shared handler raises no second notice.
  await expect(invite.getByRole('alert')).toHaveText('Invitations are paused for maintenance.');
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
  // Nothing typed is lost.
  await expect(invite.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
    'new.person@example.com',
  );
});

test('a 401 gets one silent renewal and the request is repeated with the new token', async ({
  page,
}) => {
  await openDashboard(page);
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/token')) tokenRequests.push(request.url());
  });
  const seenAuthorization: string[] = [];
  let refused = false;
  await page.route(SUMMARY, async (route) => {
    seenAuthorization.push((await route.request().headerValue('authorization')) ?? '');
    if (!refused) {
      refused = true;
      return route.fulfill(apiError(401, 'unauthorized'));
    }
    return route.fallback();
  });
  // Ask for another period: a fresh request that is refused once.
  await page.getByRole('button', { name: 'Last 30 days' }).click();

  await expect.poll(() => seenAuthorization.length).toBe(2);
  expect(tokenRequests).toHaveLength(1);
  expect(seenAuthorization[1]).not.toBe(seenAuthorization[0]);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a 401 that renewal cannot cure ends on the login screen, and sign-in returns to the page', async ({
  page,
}) => {
  await openDashboard(page);
  await page.route(SUMMARY, (route) => route.fulfill(apiError(401, 'unauthorized')));
  // The session at the provider is gone too (its cookies cleared), so the hidden-frame renewal
  // tried after a refused refresh token cannot cure it either.
  await page.context().clearCookies({ domain: 'localhost' });
  // The identity provider refuses the renewal as well.
  await page.route('**/token', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invalid_grant' }),
    }),
  );
  await page.getByRole('button', { name: 'Last 30 days' }).click();

  await expectLoginScreen(page);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  await page.unroute('**/token');
  await page.unroute(SUMMARY);
  await portal(page).signInButton.click();
  // The provider's session ended too: it asks for the credentials again.
  await submitIdpLogin(page, ALICE);
  await expect(portal(page).pageHeading).toHaveText('Dashboard');
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});
