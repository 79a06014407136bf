import { expect, test } from '@playwright/test';
import { storedUserKey } from '../helpers/faults';
import { signIn } from '../helpers/login';
import { expectLoginScreen, portal } from '../helpers/portal';

test('a stored user that expired while the tab slept never sends its token', async ({ page }) => {
  const ui = portal(page);
  await signIn(page);
  const key = await storedUserKey(page);
  const expiredToken = await page.evaluate((name) => {
    const user = JSON.parse(sessionStorage.getItem(name)!) as {
      access_token: string;
      expires_at: number;
    };
    user.expires_at = Math.floor(Date.now() / 1000) - 3600;
    sessionStorage.setItem(name, JSON.stringify(user));
    return user.access_token;
  }, key);

  const apiAuthorizations: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) {
      apiAuthorizations.push(request.headers()['authorization']);
    }
  });

  await page.reload();
  // Either the login screen or, after a successful silent renewal, the portal with a new token.
  await expect(ui.signInButton.or(ui.navigation)).toBeVisible();
  if (await ui.signInButton.isVisible()) {
    await expectLoginScreen(page);
  } else {
    const renewed = await page.evaluate(
      (name) =>
        (JSON.parse(sessionStorage.getItem(name)!) as { access_token: string }).access_token,
      key,
    );
    expect(renewed).not.toBe(expiredToken);
  }
  await page.waitForTimeout(1_000);
  expect(apiAuthorizations.length, 'the settings request at least went out').toBeGreaterThan(0);
  expect(apiAuthorizations).not.toContain(`Bearer ${expiredToken}`);
});
