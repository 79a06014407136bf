// @vitest-environment jsdom
import { UserManager, User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { buildUserManagerSettings } from './oidcSettings';
import { likelySignedInAtStart, needsSessionAtStart, storedUserKey } from './sessionAtStart';

const settings = {
  oidcAuthority: 'https://id.example.com/realm',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};
const origin = 'https://portal.example.com';

describe('needsSessionAtStart', () => {
  it('is false on a first visit: no stored user, no sign-in response, not in a frame', () => {
    expect(needsSessionAtStart(settings, `${origin}/users`, false, sessionStorage)).toBe(false);
  });

  it('is true when the address carries a sign-in response', () => {
    expect(needsSessionAtStart(settings, `${origin}/?code=c&state=s`, false, sessionStorage)).toBe(
      true,
    );
  });

  it('is true on the way back from sign-out, whose state must be checked and removed', () => {
    expect(needsSessionAtStart(settings, `${origin}/?state=abc`, false, sessionStorage)).toBe(true);
  });

  it('is true inside the silent-renew frame', () => {
    expect(needsSessionAtStart(settings, `${origin}/`, true, sessionStorage)).toBe(true);
  });

  it('finds the user exactly where oidc-client-ts stores it', async () => {
    const manager = new UserManager(buildUserManagerSettings(settings, origin));
    await manager.storeUser(
      new User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 's' } as never }),
    );
    expect(JSON.parse(sessionStorage.getItem(storedUserKey(settings)) ?? 'null')).toMatchObject({
      access_token: 'a',
      profile: { sub: 's' },
    });
    expect(needsSessionAtStart(settings, `${origin}/`, false, sessionStorage)).toBe(true);
  });
});

describe('likelySignedInAtStart', () => {
  it('expects the signed-in portal after a sign-in response or with a stored user', () => {
    sessionStorage.clear();
    expect(likelySignedInAtStart(`${origin}/?code=1&state=a`, sessionStorage, false)).toBe(true);
    sessionStorage.setItem('oidc.user:https://id.example.com/realm:portal', '{}');
    expect(likelySignedInAtStart(`${origin}/`, sessionStorage, false)).toBe(true);
    sessionStorage.clear();
  });

  it('expects the login screen on a first visit, and nothing inside the renewal frame', () => {
    sessionStorage.clear();
    expect(likelySignedInAtStart(`${origin}/`, sessionStorage, false)).toBe(false);
    expect(likelySignedInAtStart(`${origin}/?code=1&state=a`, sessionStorage, true)).toBe(false);
  });
});
