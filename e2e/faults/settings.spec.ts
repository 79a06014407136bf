import { expect, test, type Route } from '@playwright/test';
import { expectLoginScreen, portal } from '../helpers/portal';
import { isSettingsRequest } from '../helpers/routes';

/** One way the settings request can go wrong, as a route handler. */
interface SettingsFault {
  name: string;
  answer: (route: Route, hang: Promise<void>) => Promise<void>;
}

const FAULTS: SettingsFault[] = [
  {
    name: 'answers 500',
    answer: (route) => route.fulfill({ status: 500, json: { message: 'down' } }),
  },
  {
    name: 'never answers (client time-out 5 s)',
    answer: async (route, hang) => {
      await hang;
      await route.abort().catch(() => undefined);
    },
  },
  {
    name: 'answers non-JSON',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>proxy error</title>',
      }),
  },
  {
    name: 'answers JSON with fields missing',
    answer: (route) => route.fulfill({ status: 200, json: { NIAM_OIDC_URL: 'http://idp.test' } }),
  },
  {
    name: 'answers JSON with wrongly typed fields',
    answer: (route) =>
      route.fulfill({
        status: 200,
        json: {
          NIAM_OIDC_URL: 42,
          NIAM_OIDC_CLIENT_ID_PORTAL: ['portal'],
          NEO_LANGUAGES_ENABLED: { de: true },
        },
      }),
  },
];

for (const fault of FAULTS) {
  test(`settings ${fault.name}: spinner, a retry every 10 s, the app once they recover`, async ({
    page,
  }) => {
    const ui = portal(page);
    const FAILURES = 3;
    let requests = 0;
    let release: () => void = () => {};
    const hang = new Promise<void>((resolve) => (release = resolve));
    await page.route(isSettingsRequest, async (route) => {
      requests += 1;
      if (requests <= FAILURES) await fault.answer(route, hang);
      else await route.continue();
    });
    // The fake clock runs the 10 s interval (and the 5 s client time-out) without waiting.
    await page.clock.install();

    await page.goto('/');
    await expect.poll(() => requests).toBe(1);
    await expect(ui.spinner).toBeVisible();

    for (let expected = 2; expected <= FAILURES + 1; expected += 1) {
      await page.clock.runFor(8_000);
      expect(requests, 'no retry before the 10 s interval has passed').toBe(expected - 1);
      await expect(ui.spinner).toBeVisible();
      await expect(ui.signInButton).toHaveCount(0);
      await expect(async () => {
        await page.clock.runFor(500);
        expect(requests).toBe(expected);
      }).toPass();
    }

    await expectLoginScreen(page);
    // Polling stops once the settings are in: no further requests, however long we wait.
    await page.clock.runFor(60_000);
    expect(requests).toBe(FAILURES + 1);
    await expectLoginScreen(page);
    release();
  });
}
