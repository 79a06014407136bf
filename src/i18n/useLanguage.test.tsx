import { act, renderHook, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './languages';
import { clearDetectionSources, serveLocales, setDetectionSources } from '../testing/localeTestKit';
import { createTestI18n } from './testing';
import { useLanguage } from './useLanguage';

afterEach(clearDetectionSources);

function withProvider(instance: i18n) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
}

describe('useLanguage', () => {
  it('gives the current language and the enabled ones in the server order', async () => {
    serveLocales();
    setDetectionSources({ navigator: ['fr-FR'] });
    const instance = await createI18n(['it-IT', 'fr-FR', 'de-DE']);
    const { result } = renderHook(() => useLanguage(), { wrapper: withProvider(instance) });
    expect(result.current.language).toBe('fr-FR');
    expect(result.current.languages).toEqual(['it-IT', 'fr-FR', 'de-DE']);
  });

  it('changes the language, re-renders, caches it and updates <html lang>', async () => {
    const requests = serveLocales();
    setDetectionSources({ navigator: ['de-DE'] });
    const instance = await createI18n(['de-DE', 'en-US', 'ja-JP']);
    const { result } = renderHook(() => useLanguage(), { wrapper: withProvider(instance) });

    await act(() => result.current.changeLanguage('ja-JP'));

    await waitFor(() => expect(result.current.language).toBe('ja-JP'));
    expect(localStorage.getItem('i18nextLng')).toBe('ja-JP');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(requests.map((r) => r.language)).toContain('ja-JP');
  });

  it('refuses a language the server has not enabled', async () => {
    const instance = await createTestI18n(['de-DE', 'en-US']);
    const { result } = renderHook(() => useLanguage(), { wrapper: withProvider(instance) });
    await expect(result.current.changeLanguage('ja-JP')).rejects.toThrow(/not enabled/);
    expect(result.current.language).toBe('de-DE');
    expect(instance.language).toBe('de-DE');
  });
});

describe('LANGUAGE_NAMES', () => {
  it('names every supported language in that language', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(LANGUAGE_NAMES).toEqual({
      'de-DE': 'Deutsch',
      'en-US': 'English',
      'ja-JP': '日本語',
      'fr-FR': 'Français',
      'it-IT': 'Italiano',
    });
  });
});
