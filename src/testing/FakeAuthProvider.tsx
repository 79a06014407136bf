import { useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { fakeAuthEvents } from './fakeOidc';

/** Wraps UI in react-oidc-context's context with the given values, as the app's provider would. */
export function FakeAuth({
  children,
  value,
}: {
  children: ReactNode;
  value: Partial<AuthContextProps>;
}) {
  // One events object per mount, like the one UserManager of a session.
  const [events] = useState(() => fakeAuthEvents().events);
  const full = {
    isLoading: false,
    isAuthenticated: Boolean(value.user),
    events,
    settings: { authority: 'https://id.example.com' },
    ...value,
  } as unknown as AuthContextProps;
  return <AuthContext.Provider value={full}>{children}</AuthContext.Provider>;
}
