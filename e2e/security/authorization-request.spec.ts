import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { expectIdpLoginForm, submitIdpLogin } from '../helpers/login';
import { expectLayout, expectLoginScreen, portal } from '../helpers/portal';
import {
  authorizeRequests,
  decodeJwtPayload,
  isAuthorizeRequest,
  portalRoot,
  recordRequests,
  storedUser,
} from '../helpers/security';

const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

test('every authorization request is code + PKCE S256 with a fresh challenge, state and nonce, to the exact origin', async ({
  page,
  context,
}) => {
  const recorder = recordRequests(context);
  const tokenBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${IDP_URL}/token`)) tokenBodies.push(request.postData() ?? '');
  });
  const ui = portal(page);

  // First attempt: abandoned at the provider's login form.
  await page.goto('/');
  await ui.signInButton.click();
  await expectIdpLoginForm(page);

  // Second attempt: completed.
  await page.goto('/');
  await expectLoginScreen(page);
  await ui.signInButton.click();
  await submitIdpLogin(page);
  await expectLayout(page);

  const [first, second] = await authorizeRequests(recorder);
  expect(first, 'two authorization requests').toBeDefined();
  expect(second).toBeDefined();
  for (const params of [first!, second!]) {
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(BASE64URL_43);
    expect(params.get('redirect_uri')).toBe(portalRoot);
    expect(params.get('state')?.length ?? 0).toBeGreaterThanOrEqual(16);
    expect(params.get('nonce')?.length ?? 0).toBeGreaterThanOrEqual(22);
    expect(params.get('scope')?.split(' ')).toContain('openid');
    expect(params.has('code_verifier')).toBe(false);
  }
  for (const name of ['code_challenge', 'state', 'nonce']) {
    expect(first!.get(name), `${name} is fresh`).not.toBe(second!.get(name));
  }

  // The verifier travels once, in the token request body, and matches the challenge.
  expect(tokenBodies).toHaveLength(1);
  const verifier = new URLSearchParams(tokenBodies[0]).get('code_verifier') ?? '';
  expect(verifier.length).toBeGreaterThanOrEqual(43);
  expect(s256(verifier)).toBe(second!.get('code_challenge'));
  const urls = (await recorder.all()).map((r) => r.url);
  expect(urls.filter((url) => url.includes(verifier))).toEqual([]);
  expect(page.url()).not.toContain(verifier);

  // The provider put the request's nonce into the ID token the portal accepted.
  const user = await storedUser(page);
  expect(user?.id_token).toBeTruthy();
  expect(decodeJwtPayload(user!.id_token!).nonce).toBe(second!.get('nonce'));
});

test('an ID token whose nonce differs from the request is rejected', async ({ page }) => {
  // Swap the nonce on the way to the provider: the ID token then carries a nonce the portal never
  // sent, exactly what a token injected from another authorization would look like.
  let tampered = false;
  await page.route(
    (url) => isAuthorizeRequest(url.href),
    async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      const url = new URL(route.request().url());
      url.searchParams.set('nonce', 'attacker-chosen-nonce-0000000000');
      await route.fulfill({ status: 302, headers: { location: url.href } });
    },
  );
  await page.goto('/');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);

  await expectLoginScreen(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in could not be completed. Please try again.',
  );
  expect(tampered).toBe(true);
  expect(await storedUser(page)).toBeNull();
  await expect(portal(page).banner).toHaveCount(0);
});
