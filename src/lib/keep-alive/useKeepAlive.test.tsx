import { act, renderHook } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { useKeepAlive } from './useKeepAlive';

const INTERVAL = 30_000;

/** A keep-alive page that can be switched off, counting requests and the most at once. */
function fakeServer({ latencyMs = 0 } = {}) {
  const state = { up: true, requests: 0, inFlight: 0, maxInFlight: 0 };
  server.use(
    http.get('*/keep-alive.html', async () => {
      state.requests += 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        if (latencyMs > 0) await delay(latencyMs);
        return new Response(state.up ? 'ok' : 'down', { status: state.up ? 200 : 503 });
      } finally {
        state.inFlight -= 1;
      }
    }),
  );
  return state;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const fire = (type: 'online' | 'offline') =>
  act(async () => {
    window.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useKeepAlive', () => {
  it('checks at once, then every interval', async () => {
    const state = fakeServer();
    const { result } = renderHook(() => useKeepAlive(true, INTERVAL));
    // Nothing is known before the first answer.
    expect(result.current).toEqual({ connectionLost: false, checked: false });
    await advance(0);
    expect(state.requests).toBe(1);
    expect(result.current).toEqual({ connectionLost: false, checked: true });

    await advance(INTERVAL - 1);
    expect(state.requests).toBe(1);
    await advance(1);
    expect(state.requests).toBe(2);
    await advance(INTERVAL);
    expect(state.requests).toBe(3);
  });

  it('reports a lost connection after a failed check and clears it on the next success', async () => {
    const state = fakeServer();
    state.up = false;
    const { result } = renderHook(() => useKeepAlive(true, INTERVAL));
    await advance(0);
    expect(result.current.connectionLost).toBe(true);

    state.up = true;
    await advance(INTERVAL);
    expect(result.current.connectionLost).toBe(false);
  });

  it('does nothing while disabled, and stops and resets when disabled', async () => {
    const state = fakeServer();
    state.up = false;
    const { result, rerender } = renderHook(({ enabled }) => useKeepAlive(enabled, INTERVAL), {
      initialProps: { enabled: false },
    });
    await advance(INTERVAL * 3);
    expect(state.requests).toBe(0);

    rerender({ enabled: true });
    await advance(0);
    expect(result.current.connectionLost).toBe(true);

    rerender({ enabled: false });
    await advance(0);
    expect(result.current).toEqual({ connectionLost: false, checked: false });
    await fire('online');
    await advance(INTERVAL * 3);
    expect(state.requests).toBe(1);
  });

  it('stops polling and listening when unmounted', async () => {
    const state = fakeServer();
    const { unmount } = renderHook(() => useKeepAlive(true, INTERVAL));
    await advance(0);
    unmount();
    await fire('online');
    await advance(INTERVAL * 3);
    expect(state.requests).toBe(1);
  });

  it('marks the connection lost on `offline` and checks at once on `online`', async () => {
    const state = fakeServer();
    const { result } = renderHook(() => useKeepAlive(true, INTERVAL));
    await advance(0);

    await fire('offline');
    expect(result.current.connectionLost).toBe(true);
    expect(state.requests).toBe(1);

    await fire('online');
    expect(state.requests).toBe(2);
    expect(result.current.connectionLost).toBe(false);
  });

  it('does not let a check that started before `offline` clear the indicator', async () => {
    const state = fakeServer({ latencyMs: 1000 });
    const { result } = renderHook(() => useKeepAlive(true, INTERVAL));
    await advance(0);
    await fire('offline');
    await advance(1000);
    expect(result.current.connectionLost).toBe(true);
    expect(state.requests).toBe(1);
  });

  it('never runs two checks at once; `online` during a check re-checks right after it', async () => {
    const state = fakeServer({ latencyMs: 1500 });
    renderHook(() => useKeepAlive(true, 1000));
    await advance(0);
    await fire('online');
    await fire('online');
    expect(state.requests).toBe(1);

    await advance(1500);
    expect(state.requests).toBe(2);
    await advance(10_000);
    expect(state.maxInFlight).toBe(1);
    // Each cycle is one check (1.5 s) plus the pause (1 s).
    expect(state.requests).toBe(2 + 4);
  });
});
