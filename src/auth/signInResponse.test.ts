import { describe, expect, it } from 'vitest';
import {
  hasSignInResponse,
  returnPathFromState,
  safeReturnPath,
  withoutSignInParams,
} from './signInResponse';

const origin = 'https://portal.example.com';

describe('hasSignInResponse', () => {
  it.each([
    '/?code=abc&state=s',
    '/?session_state=x',
    '/?id_token=eyJ',
    '/#code=abc&state=s',
    '/#id_token=eyJ&state=s',
    '/#session_state=x',
    '/?error=access_denied&state=s',
  ])('recognises %s', (path) => {
    expect(hasSignInResponse(origin + path)).toBe(true);
  });

  it.each(['/', '/users?page=2', '/?state=only-state', '/#section', '/?codec=1'])(
    'ignores %s',
    (path) => {
      expect(hasSignInResponse(origin + path)).toBe(false);
    },
  );
});

describe('withoutSignInParams', () => {
  it('removes code, state, session_state and iss but keeps other parameters', () => {
    expect(
      withoutSignInParams(`${origin}/?code=a&state=b&session_state=c&iss=https%3A%2F%2Fid&tab=2`),
    ).toBe('/?tab=2');
  });
  it('cleans a response carried in the hash', () => {
    expect(withoutSignInParams(`${origin}/#code=a&state=b`)).toBe('/');
  });
  it('leaves an ordinary hash alone', () => {
    expect(withoutSignInParams(`${origin}/support#faq`)).toBe('/support#faq');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/users', '/users'],
    ['/incoming?channel=voice#row-3', '/incoming?channel=voice#row-3'],
    ['/a/../users', '/users'],
  ])('keeps the same-origin relative path %s', (candidate, expected) => {
    expect(safeReturnPath(candidate, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'users',
    '/\n//evil.example.com',
    42,
    undefined,
  ])('ignores %j', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBeUndefined();
  });

  it('reads the return path only from a state object', () => {
    expect(returnPathFromState({ returnTo: '/train' }, origin)).toBe('/train');
    expect(returnPathFromState({ returnTo: 'https://evil.example.com' }, origin)).toBeUndefined();
    expect(returnPathFromState('/train', origin)).toBeUndefined();
  });
});
