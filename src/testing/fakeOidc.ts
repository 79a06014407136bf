import type { User, UserManagerEvents } from 'oidc-client-ts';

type Callback = (...args: never[]) => unknown;

/** Events whose callbacks tests can fire by hand: `fire('UserLoaded', user)`. */
export function fakeAuthEvents() {
  const callbacks = new Map<string, Set<Callback>>();
  const add = (name: string) => (callback: Callback) => {
    const set = callbacks.get(name) ?? new Set<Callback>();
    set.add(callback);
    callbacks.set(name, set);
    return () => set.delete(callback);
  };
  const events = new Proxy({} as UserManagerEvents, {
    get: (_target, property: string) =>
      property.startsWith('add') ? add(property.slice(3)) : () => {},
  });
  const fire = (name: string, ...args: unknown[]) =>
    callbacks.get(name)?.forEach((callback) => (callback as (...a: unknown[]) => void)(...args));
  return { events, fire };
}

/** A signed-in user as react-oidc-context hands it out; profile and expiry are overridable. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    access_token: 'test-access-token',
    id_token: 'test-id-token',
    token_type: 'Bearer',
    expires_at: Math.floor(Date.now() / 1000) + 300,
    expired: false,
    profile: {
      sub: 'alice',
      iss: 'https://id.example.com',
      aud: 'portal',
      exp: 0,
      iat: Math.floor(Date.now() / 1000) - 60,
      name: 'Alice Example',
      email: 'alice@example.com',
    },
    ...overrides,
  } as User;
}
