// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));
vi.mock('@sentry/react', () => sentry);

const DSN = 'https://public@sentry.example/1';

// The module remembers that it started; every test gets a fresh copy.
async function load() {
  vi.resetModules();
  return import('./initErrorReporting');
}

beforeEach(() => {
  sentry.init.mockClear();
  sentry.captureException.mockClear();
  sentry.browserTracingIntegration.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('initErrorReporting', () => {
  it.each(['localhost', 'LOCALHOST', 'portal.localhost', '127.0.0.1', '[::1]'])(
    'stays off on %s',
    async (hostname) => {
      const { initErrorReporting } = await load();
      await expect(initErrorReporting({ dsn: DSN, hostname })).resolves.toBe(false);
      expect(sentry.init).not.toHaveBeenCalled();
    },
  );

  it.each([undefined, '', '   '])('stays off without a DSN (%j)', async (dsn) => {
    const { initErrorReporting } = await load();
    await expect(initErrorReporting({ dsn, hostname: 'portal.example.com' })).resolves.toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('starts on another host with the scrubbing hooks and the spec options', async () => {
    const { initErrorReporting } = await load();
    // Imported after load(): the fresh module graph has its own copies of the hooks.
    const { scrubBreadcrumb, scrubEvent, scrubSpan } = await import('./scrub');
    await expect(
      initErrorReporting({ dsn: DSN, hostname: 'portal.example.com', release: '1.2.3' }),
    ).resolves.toBe(true);

    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'portal.example.com',
        release: '1.2.3',
        tracesSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }],
        beforeSend: scrubEvent,
        beforeBreadcrumb: scrubBreadcrumb,
        beforeSendSpan: scrubSpan,
        dataCollection: expect.objectContaining({ userInfo: false, cookies: false }),
      }),
    );
  });

  it('starts only once', async () => {
    const { initErrorReporting } = await load();
    await initErrorReporting({ dsn: DSN, hostname: 'portal.example.com' });
    await initErrorReporting({ dsn: DSN, hostname: 'portal.example.com' });
    expect(sentry.init).toHaveBeenCalledTimes(1);
  });
});

describe('reportError', () => {
  it('is a no-op while error reporting is off', async () => {
    const { initErrorReporting, reportError } = await load();
    await initErrorReporting({ dsn: DSN, hostname: 'localhost' });
    reportError(new Error('boom'));
    await Promise.resolve();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('forwards to captureException once started, also while the SDK is still loading', async () => {
    const { initErrorReporting, reportError } = await load();
    const error = new Error('boom');
    const started = initErrorReporting({ dsn: DSN, hostname: 'portal.example.com' });
    reportError(error);
    await started;
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error));
  });
});

describe('startErrorReportingWhenIdle', () => {
  it('starts from an idle callback when the browser has one', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleRequestCallback) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { startErrorReportingWhenIdle } = await load();

    startErrorReportingWhenIdle({ dsn: DSN, hostname: 'portal.example.com' });
    expect(sentry.init).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: expect.any(Number),
    });

    callbacks[0]({ didTimeout: false, timeRemaining: () => 10 });
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));
  });

  it('falls back to a timer, and can be cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { startErrorReportingWhenIdle } = await load();

    const cancel = startErrorReportingWhenIdle({ dsn: DSN, hostname: 'portal.example.com' });
    cancel();
    await vi.runAllTimersAsync();
    expect(sentry.init).not.toHaveBeenCalled();

    startErrorReportingWhenIdle({ dsn: DSN, hostname: 'portal.example.com' });
    expect(sentry.init).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));
  });
});
