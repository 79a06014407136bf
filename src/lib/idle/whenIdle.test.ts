// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs from an idle callback with the timeout, and can be cancelled', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleRequestCallback) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();

    const cancel = whenIdle(run, { timeout: 500 });
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 500,
    });
    expect(run).not.toHaveBeenCalled();
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);

    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    // After the fake timers, which bring an idle callback of their own.
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();

    whenIdle(run, { fallbackDelay: 1000 });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
