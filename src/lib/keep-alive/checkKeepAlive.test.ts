// @vitest-environment jsdom
import axios from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { checkKeepAlive, KEEP_ALIVE_TIMEOUT_MS } from './checkKeepAlive';

function recordRequests(respond: () => Response | Promise<Response> = () => new Response('ok')) {
  const seen: Request[] = [];
  server.use(
    http.get('*/keep-alive.html', ({ request }) => {
      seen.push(request);
      return respond();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
  delete axios.defaults.headers.common.Authorization;
});

describe('checkKeepAlive', () => {
  it('is true when the server answers (default mock handler)', async () => {
    await expect(checkKeepAlive()).resolves.toBe(true);
  });

  it('asks the site root, not the API, with a fresh ts on every call', async () => {
    const seen = recordRequests();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    await checkKeepAlive();
    vi.setSystemTime(31_000);
    await checkKeepAlive();

    const urls = seen.map((request) => new URL(request.url));
    expect(urls.map((url) => url.pathname)).toEqual(['/keep-alive.html', '/keep-alive.html']);
    expect(urls.map((url) => url.searchParams.get('ts'))).toEqual(['1000', '31000']);
  });

  it.each([404, 500, 503])('is false on HTTP %i', async (status) => {
    recordRequests(() => new Response('down', { status }));
    await expect(checkKeepAlive()).resolves.toBe(false);
  });

  it('does not wait for the browser’s cookie store before asking', async () => {
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => {}) });
    try {
      await expect(checkKeepAlive()).resolves.toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is false on a network error', async () => {
    recordRequests(() => HttpResponse.error());
    await expect(checkKeepAlive()).resolves.toBe(false);
  });

  it(`gives up after ${KEEP_ALIVE_TIMEOUT_MS} ms`, async () => {
    recordRequests(async () => {
      await delay('infinite');
      return new Response('too late');
    });
    vi.useFakeTimers();
    let result: boolean | undefined;
    void checkKeepAlive().then((ok) => (result = ok));

    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });

  it('waits for an answer that comes before the time-out', async () => {
    recordRequests(async () => {
      await delay(KEEP_ALIVE_TIMEOUT_MS - 500);
      return new Response('ok');
    });
    vi.useFakeTimers();
    const result = checkKeepAlive();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_TIMEOUT_MS - 500);
    await expect(result).resolves.toBe(true);
  });

  it('never sends an Authorization header, even if one sat on the axios defaults first', async () => {
    axios.defaults.headers.common.Authorization = 'Bearer leaked';
    // A fresh module copies the polluted defaults into its axios instance.
    vi.resetModules();
    const fresh = await import('./checkKeepAlive');
    const seen = recordRequests();
    await fresh.checkKeepAlive();
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('authorization')).toBeNull();
  });
});
