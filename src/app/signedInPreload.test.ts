import { describe, expect, it } from 'vitest';
import type { SignInState } from '../auth/signInResponse';
import { likelySignedInAtStart, returnPathAtStart } from './signedInPreload';

function storage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('returnPathAtStart', () => {
  it('reads the return path the sign-in request stored with its state', () => {
    // As the sign-in request stores it: oidc-client-ts keeps the portal's state as `data`.
    const state: SignInState = { returnTo: '/dashboard?period=30d' };
    const stored = storage({ 'oidc.abc': JSON.stringify({ id: 'abc', data: state }) });
    expect(returnPathAtStart('https://portal.example/?code=1&state=abc', stored)).toBe(
      '/dashboard',
    );
  });

  it('falls back to the current path without a response, a stored state or a usable one', () => {
    expect(returnPathAtStart('https://portal.example/users', storage({}))).toBe('/users');
    expect(returnPathAtStart('https://portal.example/?code=1&state=gone', storage({}))).toBe('/');
    const odd = storage({
      'oidc.abc': '{not json',
      'oidc.def': JSON.stringify({ data: { returnTo: 'https://evil.example/' } }),
      'oidc.ghi': JSON.stringify({ data: '/dashboard' }),
    });
    expect(returnPathAtStart('https://portal.example/?code=1&state=abc', odd)).toBe('/');
    expect(returnPathAtStart('https://portal.example/?code=1&state=def', odd)).toBe('/');
    expect(returnPathAtStart('https://portal.example/?code=1&state=ghi', odd)).toBe('/');
  });
});

describe('likelySignedInAtStart', () => {
  it('expects the signed-in portal after a sign-in response or with a stored user', () => {
    expect(
      likelySignedInAtStart('https://portal.example/?code=1&state=a', storage({}), false),
    ).toBe(true);
    expect(
      likelySignedInAtStart('https://portal.example/', storage({ 'oidc.user:x:y': '{}' }), false),
    ).toBe(true);
  });

  it('expects the login screen on a first visit, and nothing inside the renewal frame', () => {
    expect(likelySignedInAtStart('https://portal.example/', storage({}), false)).toBe(false);
    expect(likelySignedInAtStart('https://portal.example/?code=1', storage({}), true)).toBe(false);
  });
});
