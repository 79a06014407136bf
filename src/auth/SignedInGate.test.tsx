import { render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { describe, expect, it } from 'vitest';
import { fakeAuthEvents } from '../testing/fakeOidc';
import { SignedInGate } from './SignedInGate';

function user(expired: boolean): User {
  return { expired, access_token: 'token', profile: { sub: 'alice' } } as unknown as User;
}

function renderGate(auth: Partial<AuthContextProps>) {
  const value = { events: fakeAuthEvents().events, ...auth } as unknown as AuthContextProps;
  return render(
    <AuthContext.Provider value={value}>
      <SignedInGate signedIn={<h1>Portal layout</h1>} signedOut={<h1>Login screen</h1>} />
    </AuthContext.Provider>,
  );
}

describe('SignedInGate (spec §4 render states)', () => {
  it('shows an empty view while authentication is loading', () => {
    const { container } = renderGate({ isLoading: true, user: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the portal layout to a user who exists and is not expired', () => {
    renderGate({ isLoading: false, user: user(false) });
    expect(screen.getByRole('heading')).toHaveTextContent('Portal layout');
  });

  it.each([
    ['no user', undefined],
    ['an expired user', user(true)],
  ])('shows the login screen for %s', (_name, current) => {
    renderGate({ isLoading: false, user: current });
    expect(screen.getByRole('heading')).toHaveTextContent('Login screen');
  });
});
