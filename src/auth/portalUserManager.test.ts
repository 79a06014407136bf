// @vitest-environment jsdom
import { ErrorResponse, UserManager, type User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserManagerSettings } from './oidcSettings';
import { newNonce, PortalUserManager } from './portalUserManager';

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};
const manager = () =>
  new PortalUserManager(buildUserManagerSettings(settings, 'https://portal.example.com'));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('newNonce', () => {
  it('is 256 random bits in base64url, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('PortalUserManager', () => {
  it.each(['signinRedirect', 'signinPopup', 'signinSilent'] as const)(
    '%s sends a fresh nonce with every request and keeps the other arguments',
    async (method) => {
      const parent = vi.spyOn(UserManager.prototype, method).mockResolvedValue(null as never);
      const um = manager();
      await um[method]({ state: { returnTo: '/users' } });
      await um[method]();
      const [first, second] = parent.mock.calls.map(([args]) => args);
      expect(first).toMatchObject({ state: { returnTo: '/users' } });
      expect(first?.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second?.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first?.nonce).not.toBe(second?.nonce);
    },
  );

  it('keeps a nonce the caller chose', async () => {
    const parent = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await manager().signinRedirect({ nonce: 'chosen' });
    expect(parent.mock.calls[0]?.[0]?.nonce).toBe('chosen');
  });

  it('puts the nonce into the authorization URL and the stored sign-in state the library validates against', async () => {
    const um = new PortalUserManager({
      ...buildUserManagerSettings(settings, 'https://portal.example.com'),
      // No discovery request: the endpoints are given.
      metadata: {
        issuer: settings.oidcAuthority,
        authorization_endpoint: `${settings.oidcAuthority}/auth`,
        token_endpoint: `${settings.oidcAuthority}/token`,
      },
    });
    const request = await um['_client'].createSigninRequest({
      request_type: 'si:r',
      nonce: newNonce(),
    });
    const url = new URL(request.url);
    const state = url.searchParams.get('state')!;
    const nonce = url.searchParams.get('nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(sessionStorage.getItem(`oidc.${state}`)!) as { nonce?: string };
    expect(stored.nonce).toBe(nonce);
  });
});

describe('PortalUserManager silent renewal', () => {
  const refused = () =>
    new ErrorResponse({ error: 'invalid_grant', error_description: 'refresh token already used' });

  it('renews once through the provider session when the refresh token is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renewed = { access_token: 'new' } as User;
    const parent = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce(renewed);
    await expect(manager().signinSilent()).resolves.toBe(renewed);
    expect(parent).toHaveBeenCalledTimes(2);
    const [first, second] = parent.mock.calls.map(([args]) => args);
    expect(first?.forceIframeAuth).toBeUndefined();
    expect(second?.forceIframeAuth).toBe(true);
    expect(second?.nonce).not.toBe(first?.nonce);
  });

  it('does not loop: a refused frame renewal ends the attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loginRequired = new ErrorResponse({ error: 'login_required' });
    const parent = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(loginRequired);
    await expect(manager().signinSilent()).rejects.toBe(loginRequired);
    expect(parent).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the provider cannot be reached', new TypeError('Failed to fetch')],
    [
      'the renewal answers for another person',
      new Error('sub in id_token does not match current sub'),
    ],
  ])('does not retry when %s', async (_case, error) => {
    const parent = vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(error);
    await expect(manager().signinSilent()).rejects.toBe(error);
    expect(parent).toHaveBeenCalledTimes(1);
  });
});
