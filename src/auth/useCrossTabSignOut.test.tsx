import { act, render } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openSessionSignal,
  SESSION_STORAGE_KEY,
  SIGNED_OUT,
  type SessionSignal,
} from './crossTabSignOut';
import { SignInProblemProvider } from './SignInProblemContext';
import { useCrossTabSignOut } from './useCrossTabSignOut';
import { useSignInProblem } from './useSignInProblem';

/** Two "tabs" connected by an in-memory channel that, like BroadcastChannel, skips the sender. */
function fakeBus() {
  const listeners = new Map<number, () => void>();
  let next = 0;
  return () => {
    const id = next++;
    const signal: SessionSignal & { published: number } = {
      published: 0,
      publish: () => {
        signal.published++;
        for (const [other, listener] of listeners) if (other !== id) listener();
      },
      subscribe: (listener) => {
        listeners.set(id, listener);
        return () => listeners.delete(id);
      },
      close: vi.fn(),
    };
    return signal;
  };
}

function fakeManager(user: unknown) {
  let stored = user;
  const unloaded = new Set<() => void>();
  return {
    getUser: vi.fn(async () => stored),
    removeUser: vi.fn(async () => {
      stored = null;
      for (const listener of unloaded) listener();
    }),
    events: {
      addUserUnloaded: (listener: () => void) => {
        unloaded.add(listener);
        return () => unloaded.delete(listener);
      },
    },
  };
}

function Tab({ manager, open }: { manager: unknown; open: () => SessionSignal }) {
  useCrossTabSignOut(manager as UserManager, open);
  return <output>{useSignInProblem().problem ?? 'none'}</output>;
}

/** The sign-in problem each mounted tab shows, in mount order. */
const problems = () =>
  Array.from(document.querySelectorAll('output'), (output) => output.textContent);

const mount = (manager: unknown, open: () => SessionSignal) =>
  render(
    <SignInProblemProvider>
      <Tab manager={manager} open={open} />
    </SignInProblemProvider>,
  );

describe('useCrossTabSignOut', () => {
  it('removes the user in the other tab when one tab signs out, once, without echo', async () => {
    const connect = fakeBus();
    const signals: ReturnType<ReturnType<typeof fakeBus>>[] = [];
    const open = () => {
      const signal = connect();
      signals.push(signal);
      return signal;
    };
    const first = fakeManager({ access_token: 'a' });
    const second = fakeManager({ access_token: 'a' });
    mount(first, open);
    mount(second, open);

    await act(() => first.removeUser());
    await vi.waitFor(() => expect(second.removeUser).toHaveBeenCalledTimes(1));
    expect(await second.getUser()).toBeNull();
    await vi.waitFor(() => expect(problems()).toEqual(['none', 'sessionEnded']));
    // The tab that followed did not announce it back.
    expect(signals.map((s) => s.published)).toEqual([1, 0]);
    expect(first.removeUser).toHaveBeenCalledTimes(1);
  });

  it('ignores the message in a tab that has no user', async () => {
    const connect = fakeBus();
    const first = fakeManager({ access_token: 'a' });
    const second = fakeManager(null);
    mount(first, connect);
    mount(second, connect);
    await act(() => first.removeUser());
    await act(async () => {});
    expect(second.removeUser).not.toHaveBeenCalled();
    expect(problems()).toEqual(['none', 'none']);
  });

  it('stops listening and closes the channel when unmounted', async () => {
    const connect = fakeBus();
    const signals: SessionSignal[] = [];
    const second = fakeManager({ access_token: 'a' });
    const first = fakeManager({ access_token: 'a' });
    mount(first, connect);
    const { unmount } = mount(second, () => {
      const signal = connect();
      signals.push(signal);
      return signal;
    });
    unmount();
    expect(signals[0]?.close).toHaveBeenCalled();
    await act(() => first.removeUser());
    expect(second.removeUser).not.toHaveBeenCalled();
  });
});

describe('openSessionSignal', () => {
  afterEach(() => localStorage.clear());

  it('uses a BroadcastChannel named neo-portal-session that carries only "signed-out"', () => {
    const posted: unknown[] = [];
    class FakeChannel {
      constructor(readonly name: string) {
        channels.push(this);
      }
      postMessage = (message: unknown) => posted.push(message);
      addEventListener = vi.fn();
      removeEventListener = vi.fn();
      close = vi.fn();
    }
    const channels: FakeChannel[] = [];
    const signal = openSessionSignal({
      BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel,
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      localStorage,
    });
    signal.publish();
    expect(channels[0]?.name).toBe('neo-portal-session');
    expect(posted).toEqual([SIGNED_OUT]);
    expect(localStorage.length).toBe(0);
  });

  it('falls back to a storage event on a key that holds no token', () => {
    const fallback = {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      localStorage,
    };
    const signal = openSessionSignal(fallback);
    const listener = vi.fn();
    const stop = signal.subscribe(listener);

    signal.publish();
    const marker = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(marker).toMatch(/^signed-out:\d+$/);

    // The browser fires `storage` in the other tabs only; simulate that tab.
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: marker }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'signed-out' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: marker }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
