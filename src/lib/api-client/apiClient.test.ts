// @vitest-environment jsdom
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { AxiosError } from 'axios';
import {
  apiClient,
  BadRequestError,
  callersSettled,
  connectSession,
  http,
  isBadRequestHandled,
  markBadRequestHandled,
  setBadRequestHandler,
} from './apiClient';

/** A session whose token the test sets, as a UserManager's stored user changes on renewal. */
function session(renew: () => Promise<boolean> = async () => false) {
  const state = { token: undefined as string | undefined };
  disconnect = connectSession({ accessToken: async () => state.token, renew });
  return state;
}
let disconnect = () => {};

function capture(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status = 200,
  body: unknown = { ok: true },
) {
  const seen: Request[] = [];
  server.use(
    mock[method](path, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}

afterEach(() => {
  disconnect();
  setBadRequestHandler(() => {});
});

describe('apiClient', () => {
  it('GET prefixes /api/v1, sends query parameters and returns the body', async () => {
    const seen = capture('get', '*/api/v1/users', 200, [{ name: 'default' }]);
    const body = await apiClient.get('users', { page: 2, q: 'a b' });
    expect(body).toEqual([{ name: 'default' }]);
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/v1/users');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('q')).toBe('a b');
  });

  it('POST sends a JSON body; PUT and DELETE address {path}/{id}', async () => {
    const posts = capture('post', '*/api/v1/users', 201, { id: 7 });
    const puts = capture('put', '*/api/v1/users/:id');
    const deletes = capture('delete', '*/api/v1/users/:id');
    const invite = { email: 'x@example.com', role: 'viewer' } as const;
    expect(await apiClient.post('users', invite)).toEqual({ id: 7 });
    await apiClient.put('users', '7', { role: 'editor', version: 3 });
    await apiClient.delete('users', 'a/b');
    expect(await posts[0].json()).toEqual(invite);
    expect(posts[0].headers.get('content-type')).toContain('application/json');
    expect(new URL(puts[0].url).pathname).toBe('/api/v1/users/7');
    expect(await puts[0].json()).toEqual({ role: 'editor', version: 3 });
    // An id is one path segment, whatever it contains.
    expect(new URL(deletes[0].url).pathname).toBe('/api/v1/users/a%2Fb');
  });

  it('takes only the contract’s paths, query parameters and bodies (checked by the type check)', () => {
    const calls = () => {
      // @ts-expect-error: not a path of the contract
      void apiClient.get('bot');
      // @ts-expect-error: /users has no `team` parameter
      void apiClient.get('users', { team: 'a' });
      // @ts-expect-error: `page` is a number
      void apiClient.get('users', { page: '2' });
      // @ts-expect-error: an invitation needs a role
      void apiClient.post('users', { email: 'x@example.com' });
      // @ts-expect-error: /health cannot be deleted
      void apiClient.delete('health', 'x');
      // Filled-in path parameters are any text.
      void apiClient.get(`bot-configs/${'default'}/revisions`);
    };
    expect(calls).toBeTypeOf('function');
  });

  it('sends at once, without waiting for the browser’s cookie store (no XSRF cookie to echo)', async () => {
    // A cookie store that never answers, as a busy browser's answers late: the request must
    // not wait for it.
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => {}) });
    try {
      const seen = capture('get', '*/api/v1/bots');
      await expect(apiClient.get('bots')).resolves.toEqual({ ok: true });
      expect(seen).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the session’s bearer token, read at request time, and none once it is gone', async () => {
    const seen = capture('get', '*/api/v1/me');
    const state = session();
    state.token = 'token-1';
    await apiClient.get('me');
    state.token = undefined;
    await apiClient.get('me');
    expect(seen[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[1].headers.get('authorization')).toBeNull();
  });

  it('passes a 400 to the shared handler, then rejects with the body for field errors', async () => {
    capture('post', '*/api/v1/users', 400, { message: 'Name taken' });
    const handler = vi.fn();
    setBadRequestHandler(handler);
    const failure = apiClient.post('users', { email: 'x@example.com', role: 'viewer' });
    await expect(failure).rejects.toBeInstanceOf(BadRequestError);
    await expect(failure).rejects.toMatchObject({ handled: true, body: { message: 'Name taken' } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0].response.data).toEqual({ message: 'Name taken' });
  });

  it('rethrows any other error to the caller', async () => {
    capture('get', '*/api/v1/bots', 500, { message: 'boom' });
    const handler = vi.fn();
    setBadRequestHandler(handler);
    await expect(apiClient.get('bots')).rejects.toMatchObject({ response: { status: 500 } });
    server.use(mock.get('*/api/v1/health', () => HttpResponse.error()));
    // A network failure reaches the caller as axios reports it, not as a time-out or a 400.
    await expect(apiClient.get('health')).rejects.toMatchObject({
      name: 'AxiosError',
      code: 'ERR_NETWORK',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  describe('what the shared 400 handler waits for', () => {
    it('settles only once no call is under way any more', async () => {
      server.use(
        mock.get('*/api/v1/health', async () => {
          await delay(150);
          return HttpResponse.json({ ok: true });
        }),
      );
      let slowDone = false;
      const slow = apiClient.get('health').then(() => (slowDone = true));
      await callersSettled();
      expect(slowDone).toBe(true);
      await slow;
    });

    it('stops waiting for a call that hangs after the limit it is given', async () => {
      server.use(
        mock.get('*/api/v1/health', async () => {
          await delay(400);
          return HttpResponse.json({ ok: true });
        }),
      );
      let slowDone = false;
      const slow = apiClient.get('health').then(() => (slowDone = true));
      await callersSettled(50);
      expect(slowDone).toBe(false);
      await slow;
    });

    it('remembers the 400s a caller marked handled, and only 400s', async () => {
      capture('post', '*/api/v1/users', 400, { message: 'Name taken' });
      const seen: AxiosError[] = [];
      setBadRequestHandler((error) => seen.push(error));
      const invite = { email: 'x@example.com', role: 'viewer' } as const;
      const first = await apiClient.post('users', invite).catch((error: unknown) => error);
      await apiClient.post('users', invite).catch(() => undefined);
      markBadRequestHandled(first);
      expect(seen.map(isBadRequestHandled)).toEqual([true, false]);

      capture('get', '*/api/v1/bots', 500, { message: 'boom' });
      const serverError = await apiClient.get('bots').catch((error: unknown) => error);
      if (!(serverError instanceof AxiosError)) throw new Error('expected an AxiosError');
      markBadRequestHandled(serverError);
      expect(isBadRequestHandled(serverError)).toBe(false);
    });
  });

  describe('401', () => {
    function answers(statuses: number[]) {
      const seen: (string | null)[] = [];
      server.use(
        mock.get('*/api/v1/me', ({ request }) => {
          seen.push(request.headers.get('authorization'));
          const status = statuses.shift() ?? 200;
          return HttpResponse.json(status === 200 ? { ok: true } : { message: 'no' }, { status });
        }),
      );
      return seen;
    }

    it('renews the session once and repeats the request with the new token', async () => {
      const seen = answers([401, 200]);
      const renew = vi.fn(async () => {
        state.token = 'fresh';
        return true;
      });
      const state = session(renew);
      state.token = 'stale';
      await expect(apiClient.get('me')).resolves.toEqual({ ok: true });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    });

    it('rethrows when the renewal fails, without repeating the request', async () => {
      const seen = answers([401, 200]);
      session(async () => false);
      await expect(apiClient.get('me')).rejects.toMatchObject({ response: { status: 401 } });
      expect(seen).toHaveLength(1);
    });

    it('does not loop when the repeated request is refused again', async () => {
      const seen = answers([401, 401, 401]);
      const renew = vi.fn(async () => true);
      session(renew);
      await expect(apiClient.get('me')).rejects.toMatchObject({ response: { status: 401 } });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(seen).toHaveLength(2);
    });
  });

  describe('time-outs', () => {
    // msw's XHR interception ignores `timeout`, so these tests stand in for the browser's XHR:
    // an adapter that answers after `answerAfterMs` unless the request's own time-out is shorter,
    // in which case it fails exactly as axios' XHR adapter does (code ECONNABORTED).
    const supportRequest = {
      subject: 'Slow',
      description: 'Slow answers',
      severity: 'low',
    } as const;
    function slowServer(answerAfterMs: number) {
      const seenTimeouts: (number | undefined)[] = [];
      http.defaults.adapter = (config) => {
        seenTimeouts.push(config.timeout);
        const timeout = config.timeout ?? 0;
        if (timeout > 0 && timeout < answerAfterMs) {
          return Promise.reject(
            new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config),
          );
        }
        return Promise.resolve({
          data: { late: true },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        });
      };
      return seenTimeouts;
    }
    const originalAdapter = http.defaults.adapter;
    afterEach(() => {
      http.defaults.adapter = originalAdapter;
    });

    it('GET times out after 5000 ms by default, and the time-out is swallowed', async () => {
      const seen = slowServer(5001);
      await expect(apiClient.get('health')).resolves.toBeUndefined();
      expect(seen).toEqual([5000]);
      slowServer(4999);
      await expect(apiClient.get('health')).resolves.toEqual({ late: true });
    });

    it('honours a GET time-out given by the caller', async () => {
      const seen = slowServer(200);
      await expect(apiClient.get('health', undefined, 100)).resolves.toBeUndefined();
      expect(seen).toEqual([100]);
    });

    it('POST has no time-out unless one is given', async () => {
      const seen = slowServer(60_000);
      await expect(apiClient.post('support/requests', supportRequest)).resolves.toEqual({
        late: true,
      });
      await expect(
        apiClient.post('support/requests', supportRequest, 100),
      ).resolves.toBeUndefined();
      expect(seen).toEqual([0, 100]);
    });
  });
});
