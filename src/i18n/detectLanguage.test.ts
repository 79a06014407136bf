// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { copyDetectionOptions, detectionOptions, pickLanguage } from './detectLanguage';

describe('pickLanguage', () => {
  const enabled = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'] as const;

  it('takes the first candidate that matches an enabled language', () => {
    expect(pickLanguage(['es-ES', 'fr-FR', 'de-DE'], enabled)).toBe('fr-FR');
  });

  it('matches a bare language code to its enabled regional variant', () => {
    expect(pickLanguage(['de'], ['en-US', 'fr-FR', 'de-DE'])).toBe('de-DE');
    expect(pickLanguage(['ja'], enabled)).toBe('ja-JP');
  });

  it('matches another region of an enabled language', () => {
    expect(pickLanguage(['de-AT'], enabled)).toBe('de-DE');
    expect(pickLanguage(['en-GB'], enabled)).toBe('en-US');
    expect(pickLanguage(['fr-CA', 'en-US'], enabled)).toBe('fr-FR');
  });

  it('matches case-insensitively and takes `_` for `-`', () => {
    expect(pickLanguage(['DE-de'], enabled)).toBe('de-DE');
    expect(pickLanguage(['it_it'], enabled)).toBe('it-IT');
    expect(pickLanguage(['FR'], enabled)).toBe('fr-FR');
  });

  it('falls back to the first enabled language when nothing matches', () => {
    expect(pickLanguage(['es-ES', 'pt-BR'], ['ja-JP', 'en-US'])).toBe('ja-JP');
    expect(pickLanguage([], ['it-IT', 'de-DE'])).toBe('it-IT');
  });

  it('ignores candidates whose language is not enabled', () => {
    expect(pickLanguage(['fr-FR', 'de'], ['de-DE', 'en-US'])).toBe('de-DE');
  });

  it('ignores empty and malformed candidates', () => {
    expect(pickLanguage(['', '   ', '-', '../../x'], ['en-US', 'de-DE'])).toBe('en-US');
  });

  it('answers en-US for an (invalid) empty enabled list', () => {
    expect(pickLanguage(['de-DE'], [])).toBe('en-US');
  });
});

describe('detectionOptions', () => {
  it('detects from query, cookie, localStorage, sessionStorage, navigator, html lang, in that order', () => {
    expect(detectionOptions.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detectionOptions).toMatchObject({
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
  });
});

describe('copyDetectionOptions', () => {
  it('hands out a fresh copy each time', () => {
    const copy = copyDetectionOptions();
    expect(copy).toEqual(detectionOptions);
    expect(copy).not.toBe(detectionOptions);
    expect(copy.order).not.toBe(detectionOptions.order);
    expect(copy.caches).not.toBe(detectionOptions.caches);
  });

  it('leaves the cookie out where reading cookies throws (sandboxed frame)', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(copyDetectionOptions().order).toEqual([
      'querystring',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
  });
});
