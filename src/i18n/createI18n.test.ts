// @vitest-environment jsdom
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from './locales/en-US.json';
import { createI18n, getActiveI18n } from './createI18n';
import type { SupportedLanguage } from './languages';
import { BUILD_VERSION } from './localeBackend';
import {
  clearDetectionSources,
  recordAllRequests,
  serveLocales,
  serverProductName,
  setDetectionSources,
  type DetectionSources,
} from '../testing/localeTestKit';

const ALL: SupportedLanguage[] = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'];

let recorder: ReturnType<typeof recordAllRequests> | undefined;

afterEach(() => {
  recorder?.stop();
  recorder = undefined;
  vi.useRealTimers();
  clearDetectionSources();
});

async function detected(sources: DetectionSources, enabled: SupportedLanguage[] = ALL) {
  setDetectionSources(sources);
  serveLocales();
  const instance = await createI18n(enabled);
  return instance.language;
}

describe('createI18n: initial language', () => {
  // Each row sets every source below the winner too, so the winner must beat all of them.
  it.each<[string, DetectionSources, SupportedLanguage]>([
    [
      'query beats cookie',
      {
        query: 'fr-FR',
        cookie: 'ja-JP',
        localStorage: 'it-IT',
        sessionStorage: 'de-DE',
        navigator: ['en-US'],
        htmlLang: 'fr-FR',
      },
      'fr-FR',
    ],
    [
      'cookie beats localStorage',
      {
        cookie: 'ja-JP',
        localStorage: 'it-IT',
        sessionStorage: 'de-DE',
        navigator: ['en-US'],
        htmlLang: 'fr-FR',
      },
      'ja-JP',
    ],
    [
      'localStorage beats sessionStorage',
      { localStorage: 'it-IT', sessionStorage: 'de-DE', navigator: ['en-US'], htmlLang: 'fr-FR' },
      'it-IT',
    ],
    [
      'sessionStorage beats navigator',
      { sessionStorage: 'de-DE', navigator: ['en-US'], htmlLang: 'fr-FR' },
      'de-DE',
    ],
    ['navigator beats html lang', { navigator: ['en-US'], htmlLang: 'fr-FR' }, 'en-US'],
    ['html lang is the last source', { htmlLang: 'fr-FR' }, 'fr-FR'],
  ])('%s', async (_name, sources, expected) => {
    expect(await detected(sources)).toBe(expected);
  });

  it('takes navigator.languages in order, matching by language (de-AT → de-DE)', async () => {
    expect(await detected({ navigator: ['es-ES', 'de-AT', 'fr-FR'] })).toBe('de-DE');
  });

  it('matches a bare `de` to de-DE', async () => {
    expect(await detected({ query: 'de' }, ['en-US', 'fr-FR', 'de-DE'])).toBe('de-DE');
  });

  it('takes the first enabled language, in the server order, when nothing matches', async () => {
    expect(await detected({ navigator: ['es-ES', 'pt-BR'] }, ['it-IT', 'de-DE'])).toBe('it-IT');
  });

  it('starts in the first enabled language when a source throws while being read', async () => {
    setDetectionSources({ navigator: ['ja-JP'] });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    serveLocales();
    expect((await createI18n(['it-IT', 'ja-JP'])).language).toBe('it-IT');
  });

  it('ignores a query language the server has not enabled', async () => {
    const requests = serveLocales();
    setDetectionSources({ query: 'ja-JP', navigator: ['de-DE'] });
    const instance = await createI18n(['en-US', 'de-DE']);
    expect(instance.language).toBe('de-DE');
    expect(requests.map((r) => r.language)).not.toContain('ja-JP');
  });

  it('never requests a crafted query language (?lng=../../x)', async () => {
    for (const query of ['../../x', '..%2F..%2Fx', 'x']) {
      recorder?.stop();
      recorder = recordAllRequests();
      const requests = serveLocales();
      setDetectionSources({ query, navigator: ['fr-FR'] });
      const instance = await createI18n(ALL);
      expect(instance.language).toBe('fr-FR');
      await instance.changeLanguage('../../x');
      await instance.loadLanguages(['../../x', 'x']);
      for (const url of recorder.urls) {
        expect(url).not.toContain('..');
        expect(url).not.toMatch(/%2e%2e/i);
        expect(url).not.toContain('x.json');
      }
      expect(requests.map((r) => r.url.pathname).sort()).toEqual(
        ['/locales/en-US.json', '/locales/fr-FR.json'].sort(),
      );
    }
  });
});

describe('createI18n: loading', () => {
  it('loads /locales/<lng>.json?v=<build version> for the language and the en-US fallback', async () => {
    const requests = serveLocales();
    setDetectionSources({ navigator: ['ja-JP'] });
    const instance = await createI18n(ALL);
    expect(BUILD_VERSION).toBe(__BUILD_VERSION__);
    expect(BUILD_VERSION).not.toBe('');
    expect(
      requests.map((r) => `${r.url.pathname}?${r.url.searchParams.toString()}`).sort(),
    ).toEqual(
      [
        `/locales/en-US.json?v=${encodeURIComponent(BUILD_VERSION)}`,
        `/locales/ja-JP.json?v=${encodeURIComponent(BUILD_VERSION)}`,
      ].sort(),
    );
    expect(instance.t('app.productName')).toBe(serverProductName('ja-JP'));
  });

  it('retries a failed load 5 times, 350 ms first and doubling, then resolves', async () => {
    vi.useFakeTimers();
    const requests = serveLocales((lng) => (lng === 'de-DE' ? 'server-error' : 'ok'));
    setDetectionSources({ navigator: ['de-DE'] });
    const start = Date.now();
    let ready: i18n | undefined;
    void createI18n(ALL).then((instance) => (ready = instance));
    const deAttempts = () => requests.filter((r) => r.language === 'de-DE');

    await vi.advanceTimersByTimeAsync(0);
    expect(deAttempts()).toHaveLength(1);
    let elapsed = 0;
    for (const [retry, delay] of [350, 700, 1400, 2800, 5600].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(deAttempts(), `retry ${retry + 1} not before ${delay} ms`).toHaveLength(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(deAttempts(), `retry ${retry + 1} after ${delay} ms`).toHaveLength(retry + 2);
      elapsed += delay;
    }
    const attemptTimes = deAttempts().map((r) => r.at - start);
    expect(attemptTimes.slice(1).map((t, i) => t - (attemptTimes[i] ?? 0))).toEqual([
      350, 700, 1400, 2800, 5600,
    ]);
    expect(elapsed).toBe(10850);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(deAttempts()).toHaveLength(6);
    expect(requests.filter((r) => r.language === 'en-US')).toHaveLength(1);
    expect(ready?.language).toBe('de-DE');
    // de-DE never loaded: the en-US text shows instead of keys.
    expect(ready?.t('app.productName')).toBe(serverProductName('en-US'));
  });

  it('retries a 404 as well, then shows en-US', async () => {
    vi.useFakeTimers();
    const requests = serveLocales((lng) => (lng === 'de-DE' ? 'not-found' : 'ok'));
    setDetectionSources({ navigator: ['de-DE'] });
    let ready: i18n | undefined;
    void createI18n(ALL).then((instance) => (ready = instance));
    await vi.advanceTimersByTimeAsync(11_000);
    expect(requests.filter((r) => r.language === 'de-DE')).toHaveLength(6);
    expect(ready?.t('app.productName')).toBe(serverProductName('en-US'));
  });

  it('shows the bundled en-US text when every load fails', async () => {
    vi.useFakeTimers();
    serveLocales(() => 'network-error');
    setDetectionSources({ navigator: ['fr-FR'] });
    let ready: i18n | undefined;
    void createI18n(['fr-FR', 'de-DE']).then((instance) => (ready = instance));
    await vi.advanceTimersByTimeAsync(11_000);
    expect(ready?.language).toBe('fr-FR');
    expect(ready?.t('app.productName')).toBe(enUS.app.productName);
    expect(ready?.t('app.loading')).toBe(enUS.app.loading);
  });

  it('shows the bundled en-US text at once when en-US itself cannot be loaded', async () => {
    serveLocales(() => 'server-error');
    setDetectionSources({ navigator: ['en-US'] });
    const instance = await createI18n(['en-US']);
    expect(instance.t('app.productName')).toBe(enUS.app.productName);
  });
});

describe('createI18n: language changes', () => {
  it('caches the detected and the selected language in localStorage', async () => {
    serveLocales();
    setDetectionSources({ navigator: ['it-IT'] });
    const instance = await createI18n(ALL);
    expect(localStorage.getItem('i18nextLng')).toBe('it-IT');
    await instance.changeLanguage('ja-JP');
    expect(localStorage.getItem('i18nextLng')).toBe('ja-JP');
    expect(instance.t('app.productName')).toBe(serverProductName('ja-JP'));
  });

  it('keeps <html lang> on the current language', async () => {
    serveLocales();
    setDetectionSources({ navigator: ['de-DE'] });
    const instance = await createI18n(ALL);
    expect(document.documentElement.lang).toBe('de-DE');
    await instance.changeLanguage('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    await instance.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('creates a new instance each time, the latest requested being the active one', async () => {
    // The first instance finishes last: it must not take over.
    serveLocales((lng) => (lng === 'de-DE' ? 'slow' : 'ok'));
    setDetectionSources({ navigator: ['de-DE'] });
    const first = createI18n(['de-DE']);
    const second = createI18n(['fr-FR']);
    const [a, b] = await Promise.all([first, second]);
    expect(a).not.toBe(b);
    expect(getActiveI18n()).toBe(b);
    expect(getActiveI18n()?.t('app.productName')).toBe(serverProductName('fr-FR'));
  });
});
