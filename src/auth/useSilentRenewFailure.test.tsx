import { act, renderHook } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { useSilentRenewFailure } from './useSilentRenewFailure';

function fakeManager() {
  let fire: ((error: Error) => Promise<void>) | undefined;
  const manager = {
    events: {
      addSilentRenewError: (listener: (error: Error) => Promise<void>) => {
        fire = listener;
        return () => undefined;
      },
    },
    getUser: vi.fn(async () => ({ id_token: 'id-token' })),
    removeUser: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
  };
  return { manager, fail: (error: Error) => act(() => fire!(error)) };
}

describe('useSilentRenewFailure', () => {
  it('clears the user and signs out at the provider', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { manager, fail } = fakeManager();
    renderHook(() => useSilentRenewFailure(manager as unknown as UserManager));
    await fail(new Error('invalid_grant'));
    expect(manager.removeUser).toHaveBeenCalled();
    // The reason travels in the sign-out state: the login screen says it after the way back.
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token',
      state: { signedOut: true, problem: 'sessionEnded' },
    });
  });

  it('tells a renewal that answered for another person apart from an ended session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { manager, fail } = fakeManager();
    renderHook(() => useSilentRenewFailure(manager as unknown as UserManager));
    await fail(new Error('sub in id_token does not match current sub'));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token',
      state: { signedOut: true, problem: 'accountChanged' },
    });
  });

  it('clears the user but does not redirect to a provider that cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { manager, fail } = fakeManager();
    renderHook(() => useSilentRenewFailure(manager as unknown as UserManager));
    await fail(new TypeError('Failed to fetch'));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
  });
});
