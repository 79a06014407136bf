// @vitest-environment jsdom
import type { ReadCallback, Services } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { BUILD_VERSION, LocaleBackend, localeUrl, textsCameFromBundle } from './localeBackend';
import { recordAllRequests, serveLocales, serverProductName } from '../testing/localeTestKit';

type ReadResult = Parameters<ReadCallback>;

function read(backend: LocaleBackend, language: string, namespace = 'translation') {
  return new Promise<ReadResult>((resolve) => {
    backend.read(language, namespace, (...result) => resolve(result));
  });
}

function initialised(allowed: ConstructorParameters<typeof LocaleBackend>[0]) {
  const backend = new LocaleBackend(allowed, 'v-test');
  backend.init({} as Services, {}, {});
  return backend;
}

describe('localeUrl', () => {
  it('builds /locales/<lng>.json?v=<build version> for an allowed language', () => {
    expect(localeUrl('de-DE', ['de-DE', 'en-US'], '1.2.3-abc')).toBe(
      '/locales/de-DE.json?v=1.2.3-abc',
    );
  });

  it('encodes the version', () => {
    expect(localeUrl('en-US', ['en-US'], 'a b&c')).toBe('/locales/en-US.json?v=a%20b%26c');
  });

  it('refuses languages outside the allowed list, crafted ones included', () => {
    for (const language of [
      'ja-JP',
      'de',
      'DE-de',
      '../../x',
      '..%2F..%2Fx',
      'x',
      '',
      'de-DE/../x',
    ]) {
      expect(localeUrl(language, ['de-DE', 'en-US'])).toBeNull();
    }
  });

  it('uses the build version by default', () => {
    expect(new URL(localeUrl('en-US', ['en-US']) ?? '', 'http://h').searchParams.get('v')).toBe(
      BUILD_VERSION,
    );
  });
});

describe('LocaleBackend', () => {
  let recorder: ReturnType<typeof recordAllRequests> | undefined;
  afterEach(() => recorder?.stop());

  it('never requests a language outside its list, even when i18next asks for one', async () => {
    serveLocales();
    recorder = recordAllRequests();
    const backend = initialised(['de-DE', 'en-US']);
    for (const language of ['../../x', 'x', 'ja-JP', '..', 'de-DE/../../x']) {
      const [err, retry] = await read(backend, language);
      // Neither the server nor the bundled fallback serves it: the chain reports that, no retry.
      expect(err).toEqual(new Error('non of the backend loaded data'));
      expect(retry).toBe(false);
    }
    expect(recorder.urls).toEqual([]);
  });

  it('loads an allowed language over HTTP', async () => {
    const requests = serveLocales();
    const [err, data] = await read(initialised(['de-DE', 'en-US']), 'de-DE');
    expect(err).toBeNull();
    expect(data).toEqual({ app: { productName: serverProductName('de-DE') } });
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      '/locales/de-DE.json?v=v-test',
    ]);
  });

  it('answers en-US from the bundle when the server fails: the start-up texts only', async () => {
    serveLocales(() => 'server-error');
    const [err, data] = await read(initialised(['en-US']), 'en-US');
    expect(err).toBeNull();
    // What the login route shows (spinner, login screen, sign-in errors), not every area's texts.
    const { app, login, errors, layout, notifications } = enUS;
    expect(data).toEqual({ app, login, errors, layout, notifications });
  });

  it('notes whether a language’s latest load came from the bundle', async () => {
    let answer: 'ok' | 'server-error' = 'server-error';
    serveLocales(() => answer);
    const backend = initialised(['en-US']);
    await read(backend, 'en-US');
    expect(textsCameFromBundle('en-US')).toBe(true);

    answer = 'ok';
    await read(backend, 'en-US');
    expect(textsCameFromBundle('en-US')).toBe(false);
  });

  it('asks i18next to retry any failed load of an allowed language (5xx, network, 404)', async () => {
    serveLocales((lng) =>
      lng === 'de-DE' ? 'server-error' : lng === 'fr-FR' ? 'network-error' : 'not-found',
    );
    const backend = initialised(['de-DE', 'fr-FR', 'it-IT']);
    expect(await read(backend, 'de-DE')).toEqual([expect.anything(), true]);
    expect(await read(backend, 'fr-FR')).toEqual([expect.anything(), true]);
    expect(await read(backend, 'it-IT')).toEqual([expect.anything(), true]);
  });
});
