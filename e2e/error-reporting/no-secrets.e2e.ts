// Must come first: points the shared helpers at this suite's stack (portal.test, ports 99xx).
import { CATCHER_ORIGIN, PORTAL_URL } from './env';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../helpers/login';
import { portal } from '../helpers/portal';

/**
 * Issue 3 §4 "Error reports carry no secrets": the production build reports to a local catcher;
 * after a real sign-in (whose callback address carries code/state/session_state), an API error
 * and a thrown error, no envelope holds a sign-in parameter, a token, an Authorization header or
 * anything JWT-shaped. The catcher must have received an error event and spans, so the test
 * cannot pass on an empty inbox.
 */

// Home's own data calls after sign-in (bot status, activity); both answer 500 in this test.
const FAILING_API = /\/api\/v1\/(bots|activity)(\?|$)/;
const FORBIDDEN: readonly [string, RegExp][] = [
  ['code=', /code=/i],
  ['state=', /state=/i],
  ['session_state', /session_state/i],
  ['id_token', /id_token/i],
  ['access_token', /access_token/i],
  ['refresh_token', /refresh_token/i],
  // As a header, a span attribute (http.request.header.authorization) or any JSON key.
  ['an Authorization header', /authorization["']?\s*[:=]|header[._-]authorization/i],
  ['a bearer credential', /Bearer\s+(?!\[Filtered\])[\w\-.~+/]/i],
  ['a JWT', /eyJ[\w-]+\.[\w-]+\.[\w-]*/],
];

interface EnvelopeItem {
  type: string;
  payload: unknown;
}

/** Items of a raw envelope: header line, then item header + payload line pairs. */
function itemsOf(raw: string): EnvelopeItem[] {
  const lines = raw.split('\n');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i]) as { type?: string };
      items.push({ type: header.type ?? '?', payload: JSON.parse(lines[i + 1]) as unknown });
    } catch {
      // A binary attachment or similar: not an item the assertions look at.
    }
  }
  return items;
}

interface ErrorEvent {
  contexts?: { trace?: { trace_id?: string } };
}

interface StreamedSpan {
  trace_id?: string;
  attributes?: Record<string, { value?: unknown } | undefined>;
}

/** Spans of a span item (streamed, SDK 11's default) or a transaction's own spans. */
function spansOf(item: EnvelopeItem): StreamedSpan[] {
  if (item.type === 'span') return (item.payload as { items?: StreamedSpan[] }).items ?? [];
  if (item.type !== 'transaction') return [];
  const transaction = item.payload as ErrorEvent & {
    spans?: { trace_id?: string; op?: string; data?: Record<string, unknown> }[];
  };
  // Mapped onto the streamed shape the assertions read.
  return (transaction.spans ?? []).map((span) => ({
    trace_id: span.trace_id,
    attributes: Object.fromEntries(
      Object.entries({ 'sentry.op': span.op, ...span.data }).map(([key, value]) => [
        key,
        { value },
      ]),
    ),
  }));
}

async function receivedEnvelopes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${CATCHER_ORIGIN}/__envelopes`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as string[];
}

/** Sentry is loaded at idle time: waits until its client exists on the page. */
async function waitForErrorReporting(page: Page): Promise<void> {
  await page.waitForFunction(
    `(() => {
      const carrier = window.__SENTRY__;
      const scope = carrier && carrier[carrier.version] && carrier[carrier.version].defaultCurrentScope;
      return Boolean(scope && scope.getClient && scope.getClient());
    })()`,
    undefined,
    { timeout: 15_000 },
  );
}

/** The tokens oidc-client-ts keeps in sessionStorage: none may ever be reported. */
async function storedTokens(page: Page): Promise<string[]> {
  const tokens = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as Record<string, unknown>;
    return [user.access_token, user.id_token, user.refresh_token, user.session_state];
  });
  return tokens.filter((token): token is string => typeof token === 'string' && token.length > 8);
}

test.beforeEach(async ({ request }) => {
  expect((await request.delete(`${CATCHER_ORIGIN}/__envelopes`)).ok()).toBe(true);
});

test('error reports carry no sign-in parameters, tokens or credentials', async ({
  page,
  request,
}, testInfo) => {
  expect(new URL(PORTAL_URL).hostname, 'reporting is off on local host names').toBe('portal.test');
  await page.route(FAILING_API, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Internal server error' }),
    }),
  );

  // A real sign-in: the identity provider redirects back with ?code=…&state=…&session_state=…
  await signIn(page);
  await waitForErrorReporting(page);
  const tokens = await storedTokens(page);
  expect(tokens.length, 'the signed-in user has tokens to look for').toBeGreaterThanOrEqual(2);

  // The API error, with reporting running: Home's sections failed (after their retries) and
  // offer "Try again"; that retry is the portal's own call, answered 500 again.
  const ui = portal(page);
  await expect(ui.pageHeading).toHaveText('Home');
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' }).first();
  await expect(retry, 'Home shows the failed load with a retry').toBeVisible({ timeout: 20_000 });
  const apiError = page.waitForResponse(
    (response) => FAILING_API.test(new URL(response.url()).pathname) && response.status() === 500,
  );
  await retry.click();
  await apiError;

  // The thrown error, while the address holds a sign-in response again (as on the callback page)
  // and its message quotes that address and a bearer credential.
  await page.evaluate(
    ([accessToken]) => {
      history.pushState(null, '', '/?code=fake-code&state=fake-state&session_state=fake-session');
      setTimeout(() => {
        throw new Error(`boom at ${location.href} with Bearer ${accessToken}`);
      });
    },
    [tokens[0]],
  );

  // Poll the catcher: the error is sent at once, spans once their segment (pageload, navigation)
  // has ended. Waits for the spans of the error's own trace too: the navigation to the address
  // with the sign-in parameters.
  let envelopes: string[] = [];
  await expect
    .poll(
      async () => {
        envelopes = await receivedEnvelopes(request);
        const items = envelopes.flatMap(itemsOf);
        const errorEvent = items.find(
          (item): item is EnvelopeItem & { payload: ErrorEvent } =>
            item.type === 'event' && JSON.stringify(item.payload).includes('boom at'),
        );
        const spans = items.flatMap((item) => spansOf(item));
        const errorTrace = errorEvent?.payload.contexts?.trace?.trace_id;
        return {
          errorEvent: Boolean(errorEvent),
          spans: spans.length > 0,
          failedApiCallSpan: spans.some(
            (span) =>
              span.attributes?.['sentry.op']?.value === 'http.client' &&
              FAILING_API.test(new URL(String(span.attributes['url.full']?.value)).pathname) &&
              span.attributes['http.response.status_code']?.value === 500,
          ),
          spansOfTheErrorsTrace:
            Boolean(errorTrace) && spans.some((s) => s.trace_id === errorTrace),
        };
      },
      { timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toEqual({
      errorEvent: true,
      spans: true,
      failedApiCallSpan: true,
      spansOfTheErrorsTrace: true,
    });

  await testInfo.attach('envelopes.json', {
    body: JSON.stringify(envelopes, null, 2),
    contentType: 'application/json',
  });
  // For a look at what is sent: REPORTING_ENVELOPES_OUT=/tmp/envelopes.json npm run …
  if (process.env.REPORTING_ENVELOPES_OUT) {
    writeFileSync(process.env.REPORTING_ENVELOPES_OUT, JSON.stringify(envelopes, null, 2));
  }

  // Every leak at once, each with a little context, rather than the first one only.
  const leaks: string[] = [];
  for (const [index, raw] of envelopes.entries()) {
    const types = itemsOf(raw)
      .map((item) => item.type)
      .join('+');
    const where = (at: number) => JSON.stringify(raw.slice(Math.max(0, at - 60), at + 60));
    for (const [what, pattern] of FORBIDDEN) {
      const match = pattern.exec(raw);
      if (match) leaks.push(`envelope ${index} (${types}) contains ${what}: ${where(match.index)}`);
    }
    for (const token of tokens) {
      const at = raw.indexOf(token);
      if (at >= 0) leaks.push(`envelope ${index} (${types}) contains a stored token: ${where(at)}`);
    }
  }
  expect(leaks, `secrets in ${envelopes.length} envelopes`).toEqual([]);
});
