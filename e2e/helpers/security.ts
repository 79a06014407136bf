import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { IDP_URL, PORTAL_URL } from './env';
import { expectLayout } from './portal';

export const portalOrigin = new URL(PORTAL_URL).origin;
/** The one redirect URI the local provider accepts: the site root, with its trailing slash. */
export const portalRoot = new URL('/', PORTAL_URL).href;

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Which page made it (0 = the first page of the context). */
  page: number;
  /** Milliseconds since recording started. */
  at: number;
}

/**
 * Records every request of every page (and frame) of the context, with its headers as sent
 * (allHeaders includes Authorization and Cookie, which request.headers() may leave out).
 */
export function recordRequests(context: BrowserContext) {
  const requests: RecordedRequest[] = [];
  const pending: Promise<unknown>[] = [];
  const start = Date.now();
  const pages: Page[] = [];
  const onRequest = (request: Request) => {
    const at = Date.now() - start;
    const frame = (() => {
      try {
        return request.frame();
      } catch {
        return undefined; // service-worker requests have no frame
      }
    })();
    const owner = frame ? frame.page() : undefined;
    let index = owner ? pages.indexOf(owner) : -1;
    if (owner && index < 0) index = pages.push(owner) - 1;
    pending.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => {
          requests.push({ url: request.url(), method: request.method(), headers, page: index, at });
        }),
    );
  };
  context.on('request', onRequest);
  return {
    /** Registers pages in order so RecordedRequest.page can be read as "page N". */
    track(page: Page) {
      if (!pages.includes(page)) pages.push(page);
    },
    async all(): Promise<RecordedRequest[]> {
      await Promise.all(pending);
      return [...requests].sort((a, b) => a.at - b.at);
    },
    since(ms: number) {
      return this.all().then((list) => list.filter((r) => r.at >= ms));
    },
    now: () => Date.now() - start,
    stop: () => context.off('request', onRequest),
  };
}

export type Recorder = ReturnType<typeof recordRequests>;

export const isAuthorizeRequest = (url: string) =>
  url.startsWith(IDP_URL) && new URL(url).pathname === '/auth';

/** The query of every authorization request made so far. */
export async function authorizeRequests(recorder: Recorder): Promise<URLSearchParams[]> {
  return (await recorder.all())
    .filter((r) => isAuthorizeRequest(r.url))
    .map((r) => new URL(r.url).searchParams);
}

/** The key oidc-client-ts keeps the user under (see src/auth/sessionAtStart.ts). */
export const STORED_USER_PREFIX = 'oidc.user:';

export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
}

export async function storedUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate((prefix) => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith(prefix)) return JSON.parse(sessionStorage.getItem(key)!) as StoredUser;
    }
    return null;
  }, STORED_USER_PREFIX);
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JWT (header `{"…` base64url-encoded) anywhere in the text. */
export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\./;

/** Whether text contains a JWT or any of the given secret values. */
export function leaks(text: string, secrets: string[]): boolean {
  return JWT_PATTERN.test(text) || secrets.some((secret) => secret && text.includes(secret));
}

/**
 * Stops the browser at the authorization request (it never reaches the provider) and hands back
 * its query, e.g. to read the pending state. The route stays in place until unroute().
 */
export async function holdAuthorizeRequest(page: Page): Promise<{
  params: Promise<URLSearchParams>;
  unroute: () => Promise<void>;
}> {
  let resolve!: (params: URLSearchParams) => void;
  const params = new Promise<URLSearchParams>((r) => (resolve = r));
  const pattern = `${IDP_URL}/auth?**`;
  await page.route(pattern, async (route) => {
    resolve(new URL(route.request().url()).searchParams);
    await route.fulfill({ status: 204, body: '' });
  });
  return { params, unroute: () => page.unroute(pattern) };
}

/**
 * The app must settle: for `ms` the address stays on the portal and no authorization request
 * (the start of a sign-in loop) is made. The one fixed wait in these specs, on purpose.
 */
export async function expectNoRedirectLoop(page: Page, recorder: Recorder, ms = 3000) {
  const from = recorder.now();
  const urls: string[] = [];
  const onNav = (frame: { url: () => string }) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  };
  page.on('framenavigated', onNav);
  await page.waitForTimeout(ms);
  page.off('framenavigated', onNav);
  expect(new URL(page.url()).origin).toBe(portalOrigin);
  expect(
    urls.filter((u) => new URL(u).origin !== portalOrigin),
    'left the portal',
  ).toEqual([]);
  expect(urls.length, `navigations while settling: ${urls.join(', ')}`).toBeLessThanOrEqual(1);
  const idpCalls = (await recorder.since(from)).filter((r) => r.url.startsWith(IDP_URL));
  expect(
    idpCalls.map((r) => r.url),
    'identity provider contacted while settling',
  ).toEqual([]);
}

/** Sign-in response parameters in the query or the hash of an address. */
export const SIGN_IN_RESPONSE_PARAMS = ['code', 'state', 'session_state', 'iss'];

export function signInParamsIn(href: string): string[] {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  return SIGN_IN_RESPONSE_PARAMS.filter((p) => url.searchParams.has(p) || hash.has(p));
}

/**
 * Opens `path` in a second tab of the signed-in page's browser, as duplicating the tab does:
 * window.open copies sessionStorage, so the second tab restores the same session.
 */
export async function openSecondTab(page: Page, path: string): Promise<Page> {
  const [second] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((target) => void window.open(target, '_blank'), path),
  ]);
  await expectLayout(second);
  return second;
}
