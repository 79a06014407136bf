import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from './completeSignIn';

const origin = 'https://portal.example.com';
const validUser = { expired: false, state: undefined } as unknown as User;
const expiredUser = { expired: true } as unknown as User;

function fakeManager(
  stored: User | null,
  callback: () => Promise<unknown> = async () => ({ ...validUser, state: { returnTo: '/users' } }),
) {
  return {
    getUser: vi.fn(async () => stored),
    signinCallback: vi.fn(callback),
    signoutCallback: vi.fn(async (): Promise<{ userState?: unknown } | undefined> => undefined),
    clearStaleState: vi.fn(async () => {}),
  };
}

function env(path: string, inFrame = false) {
  return { href: origin + path, origin, inFrame, replaceUrl: vi.fn<(path: string) => void>() };
}

const run = (manager: ReturnType<typeof fakeManager>, e: ReturnType<typeof env>) =>
  completeSignIn(manager as unknown as UserManager, e);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('completeSignIn', () => {
  it('completes sign-in when there is no user and the address carries a response, then goes to the return path', async () => {
    const manager = fakeManager(null);
    const e = env('/?code=c&state=s&session_state=x&iss=y');
    await expect(run(manager, e)).resolves.toEqual({ kind: 'signedIn' });
    expect(manager.signinCallback).toHaveBeenCalledWith(e.href);
    expect(e.replaceUrl).toHaveBeenCalledWith('/users');
  });

  it('completes sign-in when the stored user has expired', async () => {
    const manager = fakeManager(expiredUser);
    await expect(run(manager, env('/#code=c&state=s'))).resolves.toEqual({ kind: 'signedIn' });
    expect(manager.signinCallback).toHaveBeenCalledTimes(1);
  });

  it('ignores a foreign return path and just cleans the address', async () => {
    const manager = fakeManager(null, async () => ({
      ...validUser,
      state: { returnTo: 'https://evil.example.com' },
    }));
    const e = env('/?code=c&state=s&keep=1');
    await run(manager, e);
    expect(e.replaceUrl).toHaveBeenCalledWith('/?keep=1');
  });

  it('does not complete sign-in for a valid stored user, but still cleans a replayed response', async () => {
    const manager = fakeManager(validUser);
    const e = env('/?code=c&state=s');
    await expect(run(manager, e)).resolves.toEqual({ kind: 'none' });
    expect(manager.signinCallback).not.toHaveBeenCalled();
    expect(e.replaceUrl).toHaveBeenCalledWith('/');
  });

  it('does nothing without a response: automatic sign-in is off', async () => {
    const manager = fakeManager(null);
    const e = env('/dashboard');
    await expect(run(manager, e)).resolves.toEqual({ kind: 'none' });
    expect(manager.signinCallback).not.toHaveBeenCalled();
    expect(e.replaceUrl).not.toHaveBeenCalled();
  });

  it.each([
    ['a forged or replayed state', new Error('No matching state found in storage'), 'expired'],
    ['a response without state', new Error('No state in response'), 'expired'],
    ['access denied', new ErrorResponse({ error: 'access_denied' }), 'denied'],
    ['an unreachable provider', new TypeError('Failed to fetch'), 'unreachable'],
    ['anything else', new Error('ID token subject mismatch'), 'failed'],
  ])(
    'turns %s into a problem for the login screen and cleans the address',
    async (_name, error, problem) => {
      const manager = fakeManager(null, async () => {
        throw error;
      });
      const e = env('/?code=c&state=s');
      await expect(run(manager, e)).resolves.toEqual({ kind: 'failed', problem });
      expect(e.replaceUrl).toHaveBeenCalledWith('/');
    },
  );

  it('inside the silent-renew frame hands the response to the library whatever the stored user', async () => {
    const manager = fakeManager(validUser);
    const e = env('/?code=c&state=s', true);
    await expect(run(manager, e)).resolves.toEqual({ kind: 'silentFrame' });
    expect(manager.signinCallback).toHaveBeenCalledWith(e.href);
    expect(manager.getUser).not.toHaveBeenCalled();
  });

  describe('the way back from sign-out at the provider', () => {
    it('checks the state against storage, removes it and cleans the address', async () => {
      const manager = fakeManager(null);
      manager.signoutCallback.mockResolvedValue({ userState: { signedOut: true } });
      const e = env('/?state=abc');
      await expect(run(manager, e)).resolves.toEqual({ kind: 'none' });
      expect(manager.signoutCallback).toHaveBeenCalledWith(e.href);
      expect(manager.signinCallback).not.toHaveBeenCalled();
      expect(e.replaceUrl).toHaveBeenCalledWith('/');
    });

    it('brings back why the session ended, for the login screen', async () => {
      const manager = fakeManager(null);
      manager.signoutCallback.mockResolvedValue({
        userState: { signedOut: true, problem: 'accountChanged' },
      });
      await expect(run(manager, env('/?state=abc'))).resolves.toEqual({
        kind: 'none',
        problem: 'accountChanged',
      });
    });

    it.each([
      ['an unknown reason', { signedOut: true, problem: '<script>' }],
      ['no state data', undefined],
    ])('ignores %s', async (_case, userState) => {
      const manager = fakeManager(null);
      manager.signoutCallback.mockResolvedValue({ userState });
      await expect(run(manager, env('/?state=abc'))).resolves.toEqual({ kind: 'none' });
    });

    it('a forged or replayed state changes nothing but the address', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const manager = fakeManager(null);
      manager.signoutCallback.mockRejectedValue(new Error('No matching state found in storage'));
      const e = env('/?state=forged');
      await expect(run(manager, e)).resolves.toEqual({ kind: 'none' });
      expect(e.replaceUrl).toHaveBeenCalledWith('/');
    });
  });
});
