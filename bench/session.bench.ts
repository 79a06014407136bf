import { expect, test, type Browser, type Page } from '@playwright/test';
import { AREAS } from '../e2e/helpers/portal';
import { submitIdpLogin } from '../e2e/helpers/login';
import { portal } from '../e2e/helpers/portal';
import {
  RUNS,
  SHOWN_PAGE,
  contentShownSource,
  heapAfterGc,
  heapComposition,
  kb,
  mb,
  median,
  ms,
  report,
  settledSource,
  timeClickUntil,
} from './measure';

/**
 * npm run bench:session — what operators feel after sign-in, on the production build behind
 * nginx with the local identity provider and the mock API (loopback, no throttling).
 */

/**
 * The Dashboard's main content: its key figures on screen (their values in the figures list).
 * The charts below them load their own code afterwards and are not waited for.
 */
const DASHBOARD_READY = `(() => {${SHOWN_PAGE}
  if (!shownH1 || shownH1.textContent.trim() !== 'Dashboard') return false;
  // The loading frame has the same list, its values placeholders without text.
  return [...document.querySelectorAll('main dl dd')].some((value) => value.textContent.trim());
})()`;

/**
 * Installed before the portal loads: on the sign-in response (the address carries `code=`) it
 * notes, frame by frame, when the Dashboard's figures are on screen and what was downloaded
 * until then. Times count from the response's first byte.
 */
function watchSignInResponse(ready: string) {
  return `(() => {
    if (!new URLSearchParams(location.search).has('code')) return;
    const tick = () => {
      if (${ready}) {
        const [navigation] = performance.getEntriesByType('navigation');
        const at = performance.now();
        const bytes = [navigation, ...performance.getEntriesByType('resource')]
          .filter((entry) => entry.responseEnd <= at)
          .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
        window.__signInBench = { ms: at - navigation.responseStart, bytes };
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

async function signInMeasured(page: Page) {
  // In English, whatever an earlier run left chosen: the figures wait for English headings.
  await page.goto('/dashboard?lng=en-US');
  await portal(page).signInButton.click();
  // A second sign-in in the same browser may pass the provider's form by its session cookie.
  const form = page.getByLabel('Username');
  await Promise.race([
    form.waitFor({ timeout: 20_000 }).then(() => submitIdpLogin(page)),
    page.waitForURL((url) => url.searchParams.has('code'), { timeout: 20_000 }),
  ]);
  await page.waitForFunction(() => '__signInBench' in window, undefined, { timeout: 30_000 });
  return page.evaluate(
    () => (window as unknown as { __signInBench: { ms: number; bytes: number } }).__signInBench,
  );
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(watchSignInResponse(DASHBOARD_READY));
  return { context, page: await context.newPage() };
}

const navLink = (path: string) => `#main-navigation a[href="${path}"]`;

/** How long a person's pointer rests on a link before the click: the navigation loads meanwhile. */
const REST_MS = 250;

test('signed-in speed', async ({ browser }) => {
  const cold: { ms: number; bytes: number }[] = [];
  const warm: { ms: number; bytes: number }[] = [];
  const firstVisit = new Map<string, number[]>();
  const visited = new Map<string, number[]>();
  const firstVisitRested = new Map<string, number[]>();
  const languageSwitch: number[] = [];

  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await freshPage(browser);
    cold.push(await signInMeasured(page));

    // Every area once (chunk and data fetched: until nothing loads any more), then once more
    // (until the cached content shows; its background refresh does not count).
    for (const [pass, ready] of [
      [firstVisit, settledSource],
      [visited, contentShownSource],
    ] as const) {
      for (const area of AREAS) {
        const time = await timeClickUntil(page, navLink(area.path), ready(area.heading));
        pass.set(area.path, [...(pass.get(area.path) ?? []), time]);
      }
      // Back to where the pass began, so each pass starts from the same page.
      await page.locator(navLink('/dashboard')).click();
      await expect(portal(page).pageHeading).toHaveText('Dashboard');
    }

    // Language: English → German on the Dashboard, settled when its h1 is German.
    await page.locator(navLink('/dashboard')).click();
    await expect(portal(page).pageHeading).toHaveText('Dashboard');
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await page.locator('[role="menuitem"][lang="de-DE"]').waitFor();
    languageSwitch.push(
      await timeClickUntil(
        page,
        '[role="menuitem"][lang="de-DE"]',
        `document.documentElement.lang === 'de-DE' && ${settledSource('Dashboard')}`,
      ),
    );

    // Warm: the same browser signs in again with everything cached.
    await page.evaluate(() => sessionStorage.clear());
    warm.push(await signInMeasured(page));

    // Every area once more in the new page, as a person opens it: the pointer rests on the link
    // for a moment before the click (its code and first read start then).
    for (const area of AREAS) {
      await page.hover(navLink(area.path));
      await page.waitForTimeout(REST_MS);
      const time = await timeClickUntil(page, navLink(area.path), settledSource(area.heading));
      firstVisitRested.set(area.path, [...(firstVisitRested.get(area.path) ?? []), time]);
    }
    await context.close();
  }

  report(`Sign-in response → Dashboard figures (median of ${RUNS})`, [
    ['cold cache: time', ms(median(cold.map((r) => r.ms)))],
    ['cold cache: downloaded', kb(median(cold.map((r) => r.bytes)))],
    ['warm cache: time', ms(median(warm.map((r) => r.ms)))],
    ['warm cache: downloaded', kb(median(warm.map((r) => r.bytes)))],
  ]);
  report(`Area switch, click → content (median of ${RUNS})`, [
    ...AREAS.map(({ path }): [string, string] => [
      `${path}: first visit / visited`,
      `${ms(median(firstVisit.get(path)!))} / ${ms(median(visited.get(path)!))}`,
    ]),
  ]);
  report(
    `First visit after resting ${REST_MS} ms on the link, click → content (median of ${RUNS})`,
    [...AREAS.map(({ path }): [string, string] => [path, ms(median(firstVisitRested.get(path)!))])],
  );
  report(`Language switch on the Dashboard (median of ${RUNS})`, [
    ['English → German', ms(median(languageSwitch))],
  ]);
});

test('memory over a long session', async ({ page }) => {
  const switches = Number(process.env.BENCH_SWITCHES ?? 200);
  const renewals = Number(process.env.BENCH_RENEWALS ?? 50);
  await page.clock.install();
  await page.goto('/dashboard');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  // The start is the Dashboard as a person first sees it, its charts drawn: taken at its heading,
  // it fell before or after the charts' code had run, and the growth moved by 1.5 MB with it.
  await expect.poll(() => page.evaluate(settledSource('Dashboard'))).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const start = await heapAfterGc(cdp);
  const startComposition = await heapComposition(cdp);

  // The first round loads every area's code and data once; what grows after it would be a leak.
  let afterFirstRound = start;
  for (let index = 0; index < switches; index++) {
    const area = AREAS[index % AREAS.length]!;
    await page.locator(navLink(area.path)).click();
    await expect(portal(page).pageHeading).toHaveText(area.heading);
    if (index === AREAS.length - 1) afterFirstRound = await heapAfterGc(cdp);
  }
  const afterSwitches = await heapAfterGc(cdp);

  // Each renewal: run the clock to the token's expiring notice and wait for the new token.
  const token = () =>
    page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      return key
        ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token
        : '';
    });
  for (let index = 0; index < renewals; index++) {
    const before = await token();
    await page.clock.runFor(250_000);
    await expect.poll(token, { timeout: 20_000 }).not.toBe(before);
  }
  const afterRenewals = await heapAfterGc(cdp);
  const endComposition = await heapComposition(cdp);

  report('JS heap after forced garbage collection', [
    ['at the start (Dashboard)', mb(start)],
    [
      `after the first visit of every area`,
      `${mb(afterFirstRound)} (${mb(afterFirstRound - start)} more)`,
    ],
    [`after ${switches} area switches`, `${mb(afterSwitches)} (${mb(afterSwitches - start)} more)`],
    [
      `after ${renewals} silent renewals too`,
      `${mb(afterRenewals)} (${mb(afterRenewals - start)} more)`,
    ],
    // What the growth is: code that has run (grows once per area, then as V8 optimises hot
    // functions) or data the portal keeps (where a leak would show).
    ['growth in compiled code', mb(endComposition.code - startComposition.code)],
    ['growth in data (objects, strings, arrays)', mb(endComposition.data - startComposition.data)],
  ]);
});
