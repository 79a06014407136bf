import { renderHook } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { useRestoredPageGuard } from './useRestoredPageGuard';

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

const managerWith = (user: unknown) =>
  ({ getUser: vi.fn(async () => user) }) as never as UserManager;

describe('useRestoredPageGuard', () => {
  it('reloads a page restored from the back/forward cache once the user is gone', async () => {
    const reload = vi.fn();
    renderHook(() => useRestoredPageGuard(managerWith(null), reload));
    pageShow(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('leaves a restored page alone while the user is still stored, and ignores normal loads', async () => {
    const reload = vi.fn();
    const signedIn = managerWith({ access_token: 'a' });
    renderHook(() => useRestoredPageGuard(signedIn, reload));
    pageShow(true);
    pageShow(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', async () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useRestoredPageGuard(managerWith(null), reload));
    unmount();
    pageShow(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });
});
