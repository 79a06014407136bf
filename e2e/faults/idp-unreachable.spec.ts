import { expect, test } from '@playwright/test';
import { PORTAL_URL } from '../helpers/env';
import {
  discoveryRequests,
  isIdpUrl,
  makeIdpUnreachable,
  recordIdpRequests,
} from '../helpers/faults';
import { expectIdpLoginForm } from '../helpers/login';
import { expectLoginScreen, portal } from '../helpers/portal';

const IDP_UNREACHABLE = 'The sign-in service cannot be reached. Please try again in a moment.';
const portalOrigin = new URL(PORTAL_URL).origin;

test('Sign in with the identity provider unreachable: a message, a working button, no storm', async ({
  page,
  context,
}) => {
  const ui = portal(page);
  const restore = await makeIdpUnreachable(context);
  const idpRequests = recordIdpRequests(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await page.goto('/');
  await expectLoginScreen(page);

  for (let click = 1; click <= 2; click += 1) {
    await ui.signInButton.click();
    await expect(page.getByRole('alert')).toHaveText(IDP_UNREACHABLE);
    await expect(ui.signInButton).toBeEnabled();
    expect(page.url().startsWith(portalOrigin), 'stays on the portal').toBe(true);
    expect(
      discoveryRequests(idpRequests).length,
      'at most two discovery attempts per click',
    ).toBeLessThanOrEqual(2 * click);
  }
  // No redirect towards the provider, no reload loop: only the one navigation of page.goto.
  expect(navigations.filter((url) => isIdpUrl(url))).toEqual([]);
  expect(navigations).toHaveLength(1);
  // Nothing keeps trying in the background.
  const settled = idpRequests.length;
  await page.waitForTimeout(1_000);
  expect(idpRequests.length).toBe(settled);

  // The provider is back: the same button now leads to it.
  await restore();
  await ui.signInButton.click();
  await expectIdpLoginForm(page);
});
