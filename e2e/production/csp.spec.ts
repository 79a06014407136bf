import { expect, test, type Page } from '@playwright/test';
import { PORTAL_URL } from '../helpers/env';
import { signIn } from '../helpers/login';
import { AREAS, expectLoginScreen, portal } from '../helpers/portal';

const portalOrigin = new URL(PORTAL_URL).origin;

interface Violation {
  origin: string;
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Collects CSP violations of the portal's documents (the identity provider's pages have their
 * own policy and are not under test): securitypolicyviolation events, recorded from the first
 * script of every document, and the browser's console reports about the policy headers.
 */
async function watchCsp(page: Page) {
  const consoleReports: string[] = [];
  const events: Violation[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Header parse errors too (an unknown Permissions-Policy feature, a malformed directive).
    if (!/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) return;
    const url = message.location().url || page.url();
    if (url.startsWith(portalOrigin) || page.url().startsWith(portalOrigin)) {
      consoleReports.push(text);
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        origin: window.location.origin,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  // Each navigation starts a fresh list: collect before leaving a portal page.
  const collect = async () => {
    if (!page.url().startsWith(portalOrigin)) return;
    const found = await page.evaluate(() => window.__cspViolations ?? []);
    events.push(...found.filter((violation) => violation.origin === portalOrigin));
  };
  return {
    collect,
    events,
    consoleReports,
    async expectNone() {
      await collect();
      expect(events, 'securitypolicyviolation events').toEqual([]);
      expect(consoleReports, 'CSP reports in the console').toEqual([]);
    },
  };
}

test.describe('the portal under its production CSP', () => {
  test('the login screen renders with no violation', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/');
    await expectLoginScreen(page);
    // MUI/emotion runtime styles (style-src 'unsafe-inline') apply: the theme's 18px button
    // corners come from them, not from the static stylesheet.
    await expect(portal(page).signInButton).toHaveCSS('border-top-left-radius', '18px');
    await csp.expectNone();
  });

  test('sign-in and every area of the layout render with no violation', async ({ page }) => {
    const csp = await watchCsp(page);
    // Record on the login screen, before the trip to the identity provider.
    await page.goto('/');
    await expectLoginScreen(page);
    await csp.collect();

    await signIn(page);
    const ui = portal(page);
    for (const area of AREAS) {
      await ui.navigation.getByRole('link', { name: area.link, exact: true }).click();
      await expect(ui.pageHeading).toHaveText(area.heading);
    }
    // The Nunito web font comes from /assets under font-src 'self'.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px Nunito')), {
        message: 'Nunito loaded',
      })
      .toBe(true);
    await csp.expectNone();
  });

  test('the portal may frame itself (silent-renew target), frame-ancestors allows it', async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    await page.goto('/');
    await expectLoginScreen(page);
    const framed = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const frame = document.createElement('iframe');
          frame.style.display = 'none';
          frame.src = '/keep-alive.html?ts=1';
          frame.onload = () => {
            try {
              resolve(frame.contentDocument?.location.pathname ?? '');
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          };
          document.body.append(frame);
        }),
    );
    expect(framed).toBe('/keep-alive.html');
    await csp.expectNone();
  });

  test('an injected inline script is refused, and the watcher sees it', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/');
    await expectLoginScreen(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await csp.collect(), csp.events.length)).toBeGreaterThan(0);
    expect(csp.events[0].directive).toMatch(/^script-src/);
    expect(csp.consoleReports.join('\n')).toMatch(/inline script.*Content Security Policy/i);
  });
});
