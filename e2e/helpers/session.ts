import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { PORTAL_URL } from './env';
import { signIn } from './login';
import { expectLayout } from './portal';

/**
 * A session signed in through the real login form once per worker and handed to later tests,
 * for the many tests whose subject is not the sign-in (signing in through the provider costs a
 * few seconds each time). The portal keeps the oidc user in sessionStorage, which Playwright's
 * storageState does not carry, so the entries are written into the page's sessionStorage by an
 * init script before the portal's own code runs; the provider's session cookie comes along, so
 * a renewal works as it does after a real sign-in.
 *
 * Tests about signing in, signing out, renewal and the tokens (`sign-in.spec.ts`, `security/`,
 * the sign-in faults) keep using {@link signIn}.
 */
interface SharedSession {
  entries: [string, string][];
  cookies: Cookie[];
}

/**
 * A shared session is handed out while its access token (5 min by default, renewed 1 min
 * before it runs out) has more left than any test's time limit: no test sees a renewal it
 * would not have seen after a sign-in of its own.
 */
const MAX_AGE_MS = 90_000;

/** Set in the page's sessionStorage once the session was written: the init script writes once. */
const WRITTEN_MARKER = 'e2e:shared-session-written';

let shared: Promise<SharedSession> | undefined;
let sharedAt = 0;

async function signInOnce(browser: Browser): Promise<SharedSession> {
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: PORTAL_URL, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page);
    const entries = await page.evaluate(() => Object.entries(sessionStorage));
    if (!entries.some(([key]) => key.startsWith('oidc.user:'))) {
      throw new Error('no oidc user in sessionStorage after signing in');
    }
    const { cookies } = await context.storageState();
    return { entries, cookies };
  } finally {
    await context?.close();
  }
}

async function sharedSession(browser: Browser): Promise<SharedSession> {
  if (!shared || Date.now() - sharedAt > MAX_AGE_MS) {
    sharedAt = Date.now();
    shared = signInOnce(browser);
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

/**
 * Gives `page` this worker's shared session (Alice's): from its next load of the portal on, the
 * page is signed in. Only `page` gets it: another tab of the context starts signed out, as it
 * does after a real sign-in (the portal keeps the session per tab).
 */
export async function addSharedSession(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('a shared session needs a page of a launched browser');
  const session = await sharedSession(browser);
  await page.context().addCookies(session.cookies);
  await page.addInitScript(
    ({ origin, entries, marker }) => {
      if (window.location.origin !== origin || sessionStorage.getItem(marker) !== null) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    { origin: new URL(PORTAL_URL).origin, entries: session.entries, marker: WRITTEN_MARKER },
  );
}

/**
 * Opens `path` signed in as Alice with this worker's shared session and waits for the layout,
 * as {@link signIn} does after the provider's form.
 */
export async function openSignedIn(page: Page, { path = '/' } = {}): Promise<void> {
  await addSharedSession(page);
  await page.goto(path);
  await expectLayout(page);
}
