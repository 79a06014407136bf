import { render } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthorizationHeader, setAccessToken } from '../lib/api-client/apiClient';
import { useAccessTokenSync } from './useAccessTokenSync';

function Probe() {
  useAccessTokenSync();
  return null;
}

let expire: (() => void) | undefined;
const events = {
  addAccessTokenExpired: (listener: () => void) => {
    expire = listener;
    return () => {
      expire = undefined;
    };
  },
};

function contextFor(current: Partial<User> | null): AuthContextProps {
  return { user: current, events, isLoading: false } as unknown as AuthContextProps;
}

const renderWith = (current: Partial<User> | null) =>
  render(
    <AuthContext.Provider value={contextFor(current)}>
      <Probe />
    </AuthContext.Provider>,
  );

afterEach(() => setAccessToken(null));

describe('useAccessTokenSync', () => {
  it('sets the token for a valid user, follows renewals and clears it when the user goes away', () => {
    const { rerender } = renderWith({ access_token: 'first', expired: false });
    expect(getAuthorizationHeader()).toBe('Bearer first');

    rerender(
      <AuthContext.Provider value={contextFor({ access_token: 'renewed', expired: false })}>
        <Probe />
      </AuthContext.Provider>,
    );
    expect(getAuthorizationHeader()).toBe('Bearer renewed');

    rerender(
      <AuthContext.Provider value={contextFor(null)}>
        <Probe />
      </AuthContext.Provider>,
    );
    expect(getAuthorizationHeader()).toBeUndefined();
  });

  it('never sets the token of an expired user', () => {
    setAccessToken('stale');
    renderWith({ access_token: 'old', expired: true });
    expect(getAuthorizationHeader()).toBeUndefined();
  });

  it('clears the token when it expires while nothing else changes (a tab that slept)', async () => {
    const current = { access_token: 'sleepy', expired: false };
    renderWith(current);
    expect(getAuthorizationHeader()).toBe('Bearer sleepy');
    current.expired = true;
    const { act } = await import('@testing-library/react');
    act(() => expire?.());
    expect(getAuthorizationHeader()).toBeUndefined();
  });

  it('clears the token when unmounted', () => {
    const { unmount } = renderWith({ access_token: 'bye', expired: false });
    unmount();
    expect(getAuthorizationHeader()).toBeUndefined();
  });
});
