import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { IDP_URL } from './env';

const idpOrigin = new URL(IDP_URL).origin;

/** Whether a URL belongs to the identity provider. */
export function isIdpUrl(url: URL | string): boolean {
  return new URL(url).origin === idpOrigin;
}

/** Makes the identity provider unreachable for every page of the context (connection refused). */
export async function makeIdpUnreachable(context: BrowserContext): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionrefused');
  await context.route(isIdpUrl, handler);
  return () => context.unroute(isIdpUrl, handler);
}

/** Records every request the page (and its frames) sends to the identity provider. */
export function recordIdpRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isIdpUrl(request.url())) requests.push(request);
  });
  return requests;
}

/** Counts `load` events of the main frame: each full page load (or reload) adds one. */
export function countPageLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => {
    counter.count += 1;
  });
  return counter;
}

/** Discovery requests (`/.well-known/openid-configuration`) among recorded IdP requests. */
export function discoveryRequests(requests: readonly Request[]): Request[] {
  return requests.filter((request) =>
    new URL(request.url()).pathname.endsWith('/.well-known/openid-configuration'),
  );
}

/** The key oidc-client-ts keeps the signed-in user under in sessionStorage. */
export async function storedUserKey(page: Page): Promise<string> {
  const key = await page.evaluate(() =>
    Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:')),
  );
  if (!key) throw new Error('no stored user in sessionStorage');
  return key;
}
