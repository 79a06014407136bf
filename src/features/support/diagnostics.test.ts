// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { signedInWithToken } from '../../testing/apiSession';
import { collectDiagnostics } from './diagnostics';

// A JWT-shaped token, as the identity provider would issue.
const ACCESS_TOKEN =
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsImV4cCI6MTk5OTk5OTk5OX0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const ID_TOKEN =
  'eyJraWQiOiJrMSJ9.eyJzdWIiOiJhbGljZSIsIm5hbWUiOiJBbGljZSJ9.aWQtdG9rZW4tc2lnbmF0dXJl';

const input = {
  language: 'en-US',
  correlationId: '0b7c5b36-3d1e-4d8e-9a55-3f0c2c8c7b11',
  online: true,
  keepAliveOk: true,
  now: Date.parse('2026-03-10T12:00:00Z'),
};

let signOut = () => {};
afterEach(() => {
  signOut();
  sessionStorage.clear();
});

describe('collectDiagnostics', () => {
  it('holds the agreed facts, all strings', () => {
    const diagnostics = collectDiagnostics(input);
    expect(diagnostics).toEqual({
      portalVersion: expect.any(String),
      browser: navigator.userAgent,
      language: 'en-US',
      time: '2026-03-10T12:00:00.000Z',
      correlationId: input.correlationId,
      connection: 'online',
      keepAlive: 'reachable',
    });
    expect(Object.values(diagnostics).every((value) => typeof value === 'string')).toBe(true);
  });

  it.each([
    [false, undefined, 'offline', 'unknown'],
    [true, false, 'online', 'unreachable'],
  ])('online %s / keep-alive %s', (online, keepAliveOk, connection, keepAlive) => {
    expect(collectDiagnostics({ ...input, online, keepAliveOk })).toMatchObject({
      connection,
      keepAlive,
    });
  });

  it('contains no token-like value while a user is signed in', () => {
    // Signed in the way the portal is: user in sessionStorage, token on the API client.
    sessionStorage.setItem(
      'oidc.user:https://id.example.com:portal',
      JSON.stringify({ access_token: ACCESS_TOKEN, id_token: ID_TOKEN, refresh_token: 'r-1' }),
    );
    signOut = signedInWithToken(ACCESS_TOKEN);

    const text = JSON.stringify(collectDiagnostics(input));
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(text).not.toContain(ID_TOKEN);
    expect(text).not.toMatch(/bearer/i);
    expect(text).not.toMatch(/[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/);
    expect(Object.keys(JSON.parse(text) as object).join(' ')).not.toMatch(/token|auth|secret/i);
  });

  it('drops a JWT-shaped value even if one turned up in a fact', () => {
    const diagnostics = collectDiagnostics({ ...input, language: ACCESS_TOKEN });
    expect(diagnostics.language).toBe('[removed]');
  });
});
