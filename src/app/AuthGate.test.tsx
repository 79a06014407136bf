import { render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { describe, expect, it } from 'vitest';
import { SettingsContext } from '../settings/SettingsContext';
import { fakeAuthEvents } from '../testing/fakeOidc';
import { createSyncTestI18n } from '../testing/renderWithProviders';
import { AuthGate } from './AuthGate';

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};

function user(expired: boolean): User {
  return {
    expired,
    access_token: 'token',
    profile: { sub: 'alice', name: 'Alice Example', email: 'alice@example.com' },
  } as unknown as User;
}

function renderGate(auth: Partial<AuthContextProps>) {
  const value = {
    events: fakeAuthEvents().events,
    ...auth,
  } as unknown as AuthContextProps;
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={createSyncTestI18n()}>
      <SettingsContext.Provider value={settings}>
        <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
      </SettingsContext.Provider>
    </I18nextProvider>
  );
  return render(wrap(<AuthGate />));
}

describe('AuthGate (spec §4 render states)', () => {
  it('shows an empty view while authentication is loading', () => {
    const { container } = renderGate({ isLoading: true, user: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the portal layout to a user who exists and is not expired', async () => {
    renderGate({ isLoading: false, user: user(false) });
    // The signed-in portal is a lazy chunk: allow for a slow, shared machine.
    expect(await screen.findByRole('banner', {}, { timeout: 15_000 })).toHaveTextContent(
      'NEO Portal',
    );
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each([
    ['no user', undefined],
    ['an expired user', user(true)],
  ])('shows the login screen for %s', (_name, current) => {
    renderGate({ isLoading: false, user: current });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
