import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const record = (name: string) => () => void calls.push(name);

vi.mock('./app/App', () => ({ App: () => null }));
vi.mock('./app/startUpChunks', () => ({
  preloadSignedInAtStart: vi.fn(record('signed-in preloads')),
}));
vi.mock('./i18n/preloadTranslations', () => ({
  preloadTranslations: vi.fn(record('translations')),
}));
vi.mock('./settings/fetchSettings', () => ({
  startPortalSettingsLoad: vi.fn(record('settings')),
}));
vi.mock('./error-reporting/initErrorReporting', () => ({
  startErrorReportingWhenIdle: vi.fn(),
}));
vi.mock('./lib/lazy/lazyWithRetry', () => ({ installPreloadErrorReload: vi.fn() }));
vi.mock('./theme/brandTokens', () => ({ applyBrandTokens: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

describe('the entry', () => {
  it('starts in the task after its own evaluation: the settings first, then what they are for', async () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_MSW', 'false');
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main');
    // Evaluating the entry's code is the page's first long task on a slow phone: nothing more in it.
    expect(calls).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(calls).toEqual(['settings', 'translations', 'signed-in preloads']);
  });
});
