import { renderHook } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, getAuthorizationHeader, setAccessToken } from '../lib/api-client/apiClient';
import { server } from '../mocks/node';
import { useUnauthorizedRecovery } from './useUnauthorizedRecovery';
import { SignInProblemContext } from './useSignInProblem';
import type { ReactNode } from 'react';

function manager(silent: () => Promise<unknown>) {
  return {
    signinSilent: vi.fn(silent),
    removeUser: vi.fn(async () => {}),
  };
}

function refuseOnce() {
  let refused = false;
  server.use(
    http.get('*/api/v1/bots', () => {
      if (refused) return HttpResponse.json({ items: [] });
      refused = true;
      return HttpResponse.json({ message: 'expired', code: 'unauthorized' }, { status: 401 });
    }),
  );
}

afterEach(() => setAccessToken(null));

describe('useUnauthorizedRecovery', () => {
  it('renews silently once and the request succeeds with the new token', async () => {
    refuseOnce();
    const fake = manager(async () => ({ expired: false, access_token: 'renewed' }));
    renderHook(() => useUnauthorizedRecovery(fake as unknown as UserManager));
    await expect(apiClient.get('bots')).resolves.toEqual({ items: [] });
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);
    expect(getAuthorizationHeader()).toBe('Bearer renewed');
  });

  it('shares one renewal between requests refused at the same time', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/bots', ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json({ items: [] })
          : HttpResponse.json({ message: 'expired', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const fake = manager(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { expired: false, access_token: 'renewed' };
    });
    renderHook(() => useUnauthorizedRecovery(fake as unknown as UserManager));
    await Promise.all([apiClient.get('bots'), apiClient.get('bots'), apiClient.get('bots')]);
    expect(calls).toBe(1);
  });

  it('ends the local session when renewal fails, and the call is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    refuseOnce();
    const fake = manager(async () => {
      throw new Error('login_required');
    });
    renderHook(() => useUnauthorizedRecovery(fake as unknown as UserManager));
    await expect(apiClient.get('bots')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.removeUser).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new Error('login_required'), 'sessionEnded'],
    [new Error('sub in id_token does not match current sub'), 'accountChanged'],
  ] as const)('tells the login screen why: %s → %s', async (error, problem) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    refuseOnce();
    const setProblem = vi.fn();
    const fake = manager(async () => {
      throw error;
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SignInProblemContext.Provider value={{ problem: undefined, setProblem }}>
        {children}
      </SignInProblemContext.Provider>
    );
    renderHook(() => useUnauthorizedRecovery(fake as unknown as UserManager), { wrapper });
    await expect(apiClient.get('bots')).rejects.toMatchObject({ response: { status: 401 } });
    expect(setProblem).toHaveBeenCalledWith(problem);
  });
});
