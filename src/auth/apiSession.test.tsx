import { renderHook } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { http, HttpResponse } from 'msw';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, connectSession } from '../lib/api-client/apiClient';
import { server } from '../mocks/node';
import { apiSessionFor } from './apiSession';
import { useApiSession } from './useApiSession';
import { SignInProblemContext } from './useSignInProblem';

/** A UserManager whose stored user can change, as silent renewal changes it. */
function manager(silent: () => Promise<unknown> = async () => null) {
  let stored: Partial<User> | null = { access_token: 'first', expired: false };
  const fake = {
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async () => {
      const user = await silent();
      if (user) stored = user as Partial<User>;
      return user;
    }),
    removeUser: vi.fn(async () => {
      stored = null;
    }),
    store: (user: Partial<User> | null) => {
      stored = user;
    },
  };
  return fake;
}

/** The Authorization header of every GET /bots, in order; the first `refuse` answers are 401. */
function recordBots(refuse = 0) {
  const seen: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/bots', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      if (seen.length <= refuse) {
        return HttpResponse.json({ message: 'expired', code: 'unauthorized' }, { status: 401 });
      }
      return HttpResponse.json({ items: [] });
    }),
  );
  return seen;
}

let disconnect: (() => void) | undefined;
const connect = (fake: ReturnType<typeof manager>, onEnded = vi.fn()) => {
  disconnect = connectSession(apiSessionFor(fake as unknown as UserManager, onEnded));
  return onEnded;
};
afterEach(() => disconnect?.());

describe('the API session', () => {
  it('reads the token at request time: a renewed token goes out on the very next request', async () => {
    const fake = manager();
    connect(fake);
    const seen = recordBots();
    await apiClient.get('bots');
    fake.store({ access_token: 'renewed', expired: false }); // what a silent renewal stores
    await apiClient.get('bots');
    expect(seen).toEqual(['Bearer first', 'Bearer renewed']);
  });

  it('sends no token for an expired user, nor once the user is gone', async () => {
    const fake = manager();
    connect(fake);
    const seen = recordBots();
    fake.store({ access_token: 'stale', expired: true });
    await apiClient.get('bots');
    fake.store(null);
    await apiClient.get('bots');
    expect(seen).toEqual([null, null]);
  });

  it('a 401 renews silently once and repeats the request with the new token', async () => {
    const fake = manager(async () => ({ expired: false, access_token: 'renewed' }));
    connect(fake);
    const seen = recordBots(1);
    await expect(apiClient.get('bots')).resolves.toEqual({ items: [] });
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer first', 'Bearer renewed']);
  });

  it('shares one renewal between requests refused at the same time', async () => {
    let calls = 0;
    const fake = manager(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { expired: false, access_token: 'renewed' };
    });
    connect(fake);
    server.use(
      http.get('*/api/v1/bots', ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json({ items: [] })
          : HttpResponse.json({ message: 'expired', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    await Promise.all([apiClient.get('bots'), apiClient.get('bots'), apiClient.get('bots')]);
    expect(calls).toBe(1);
  });

  it.each([
    [new Error('login_required'), 'sessionEnded'],
    [new Error('sub in id_token does not match current sub'), 'accountChanged'],
  ] as const)(
    'a failed renewal (%s) ends the local session and tells the login screen why (%s)',
    async (error, problem) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fake = manager(async () => {
        throw error;
      });
      const onEnded = connect(fake);
      recordBots(1);
      await expect(apiClient.get('bots')).rejects.toMatchObject({ response: { status: 401 } });
      expect(fake.removeUser).toHaveBeenCalledTimes(1);
      expect(onEnded).toHaveBeenCalledWith(problem);
    },
  );
});

describe('useApiSession', () => {
  it('connects while rendering, survives StrictMode and disconnects on unmount', async () => {
    const fake = manager();
    const setProblem = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <SignInProblemContext.Provider value={{ problem: undefined, setProblem }}>
          {children}
        </SignInProblemContext.Provider>
      </StrictMode>
    );
    const seen = recordBots();
    const { unmount } = renderHook(() => useApiSession(fake as unknown as UserManager), {
      wrapper,
    });
    await apiClient.get('bots');
    unmount();
    await apiClient.get('bots');
    expect(seen).toEqual(['Bearer first', null]);
  });
});
