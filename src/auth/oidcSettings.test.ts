// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildUserManagerSettings, oidcScope, siteRootUrl } from './oidcSettings';

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};

describe('buildUserManagerSettings', () => {
  const built = buildUserManagerSettings(settings, 'https://portal.example.com');

  it('uses the settings and the site origin for every redirect', () => {
    expect(built).toMatchObject({
      authority: 'https://id.example.com',
      client_id: 'portal',
      redirect_uri: 'https://portal.example.com/',
      silent_redirect_uri: 'https://portal.example.com/',
      post_logout_redirect_uri: 'https://portal.example.com/',
    });
  });

  it('spells the site root as a browser does, whatever form the origin arrives in', () => {
    // Providers compare redirect URIs exactly: one canonical value is what administrators register.
    expect(siteRootUrl('https://portal.example.com')).toBe('https://portal.example.com/');
    expect(siteRootUrl('https://PORTAL.example.com:443')).toBe('https://portal.example.com/');
    expect(siteRootUrl('http://localhost:4173')).toBe('http://localhost:4173/');
  });

  it('uses the authorization-code flow with the spec timings', () => {
    expect(built).toMatchObject({
      response_type: 'code',
      automaticSilentRenew: true,
      loadUserInfo: false,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { height: 640 },
    });
  });

  it('always asks for openid, plus the configured scopes', () => {
    expect(built.scope).toBe(oidcScope());
    expect(built.scope?.split(' ')[0]).toBe('openid');
  });

  it('keeps the user and the sign-in state in sessionStorage', async () => {
    await built.userStore!.set('probe', 'value');
    expect(sessionStorage.getItem('oidc.probe')).toBe('value');
    expect(localStorage.length).toBe(0);
    await built.stateStore!.set('s', 'v');
    expect(sessionStorage.getItem('oidc.s')).toBe('v');
  });

  it('adds configured scopes to openid without duplicates', () => {
    expect(oidcScope('profile email openid')).toBe('openid profile email');
    expect(oidcScope('')).toBe('openid');
  });
});
