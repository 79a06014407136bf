import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, subscribe, type Notification } from './notificationBus';

const unsubscribers: (() => void)[] = [];
function listen(listener = vi.fn<(notification: Notification) => void>()) {
  unsubscribers.push(subscribe(listener));
  return listener;
}

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  // Drain what a test left without a listener.
  subscribe(() => {})();
});

describe('notification bus', () => {
  it('delivers to every subscriber, with an id and severity info by default', () => {
    const first = listen();
    const second = listen();
    notify({ message: 'Saved', severity: 'success' });
    notify({ message: 'FYI' });

    expect(first.mock.calls.map(([n]) => [n.message, n.severity])).toEqual([
      ['Saved', 'success'],
      ['FYI', 'info'],
    ]);
    expect(second).toHaveBeenCalledTimes(2);
    const [[a], [b]] = first.mock.calls;
    expect(a.id).not.toBe(b.id);
  });

  it('stops delivering after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    unsubscribe();
    listen();
    notify({ message: 'later' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('holds notifications raised before anyone listens, up to a limit', () => {
    for (let i = 1; i <= 25; i += 1) notify({ message: `early ${i}`, severity: 'error' });
    const listener = listen();
    const messages = listener.mock.calls.map(([n]) => n.message);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('early 6');
    expect(messages.at(-1)).toBe('early 25');

    // Delivered once only.
    expect(listen()).not.toHaveBeenCalled();
  });
});
