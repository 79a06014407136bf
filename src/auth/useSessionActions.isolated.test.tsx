import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../settings/SettingsContext';
import { useSessionActions } from './useSessionActions';

const manager = {
  getUser: vi.fn(async () => ({ id_token: 'id-token-of-alice' })),
  revokeTokens: vi.fn(async () => {}),
  signoutRedirect: vi.fn(async () => {}),
  removeUser: vi.fn(async () => {}),
};
vi.mock('./loadUserManager', () => ({ loadUserManager: async () => manager }));

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>
);

afterEach(() => vi.clearAllMocks());

describe('useSessionActions().signOut', () => {
  it('ends the session at the provider with id_token_hint and a state, so it sends the person back', async () => {
    const { result } = renderHook(() => useSessionActions(), { wrapper });
    await act(() => result.current.signOut());
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-of-alice',
      state: { signedOut: true },
    });
  });

  it('reads the hint before revocation, which may drop tokens from the stored user', async () => {
    manager.revokeTokens.mockImplementationOnce(async () => {
      manager.getUser.mockResolvedValueOnce({ id_token: 'gone' });
    });
    const { result } = renderHook(() => useSessionActions(), { wrapper });
    await act(() => result.current.signOut());
    expect(manager.getUser.mock.invocationCallOrder[0]).toBeLessThan(
      manager.revokeTokens.mock.invocationCallOrder[0]!,
    );
    expect(manager.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ id_token_hint: 'id-token-of-alice' }),
    );
  });
});
