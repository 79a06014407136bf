// @vitest-environment jsdom
import type * as SentryModule from '@sentry/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The real SDK, with a transport that records what would be sent: proves that SDK 11 runs our
// hooks on the data it actually sends (events, breadcrumbs and streamed spans).
const sent = vi.hoisted(() => [] as string[]);
vi.mock('@sentry/react', async (importOriginal) => {
  const Sentry = await importOriginal<typeof SentryModule>();
  return {
    ...Sentry,
    init: (options: Parameters<typeof Sentry.init>[0]) =>
      Sentry.init({
        ...options,
        transport: (transportOptions) =>
          Sentry.createTransport(transportOptions, async (request) => {
            sent.push(
              typeof request.body === 'string'
                ? request.body
                : new TextDecoder().decode(request.body),
            );
            return { statusCode: 200 };
          }),
      }),
  };
});

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
const SECRETS = ['code-123', 'state-456', 'session-789', 'eyJ', 'opaque-token'];

afterAll(async () => {
  const Sentry = await import('@sentry/react');
  await Sentry.close();
  window.history.replaceState(null, '', '/');
});

describe('what the SDK sends', () => {
  it('carries no sign-in parameters, tokens or Authorization headers', async () => {
    window.history.replaceState(
      null,
      '',
      `/?code=code-123&state=state-456&session_state=session-789&lng=de-DE#id_token=${JWT}`,
    );
    const { initErrorReporting } = await import('./initErrorReporting');
    await expect(
      initErrorReporting({
        dsn: 'https://public@sentry.example/1',
        hostname: 'portal.example.com',
      }),
    ).resolves.toBe(true);

    const Sentry = await import('@sentry/react');
    Sentry.addBreadcrumb({
      category: 'xhr',
      data: {
        url: '/api/v1/x?access_token=opaque-token',
        headers: { Authorization: 'Bearer opaque-token' },
      },
    });
    Sentry.startSpan({ name: '/callback?code=code-123' }, () => undefined);
    Sentry.captureException(new Error(`rejected ${JWT} for /?state=state-456`));
    await Sentry.flush(2000);

    const payload = sent.join('\n');
    expect(payload).toContain('rejected');
    expect(payload).toContain('lng=de-DE');
    expect(payload).toContain('/callback');
    expect(payload).toContain('/api/v1/x');
    for (const secret of SECRETS) expect(payload).not.toContain(secret);
    expect(payload.toLowerCase()).not.toContain('authorization');
  });
});
