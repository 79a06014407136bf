// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_VERSION } from './localeBackend';
import { preloadTranslations } from './preloadTranslations';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

const url = (language: string) =>
  `/locales/${language}.json?v=${encodeURIComponent(BUILD_VERSION)}`;

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('preloadTranslations', () => {
  it('fetches the stored language’s file the way i18next will ask for it, once', () => {
    localStorage.setItem('i18nextLng', 'fr-FR');
    preloadTranslations();
    preloadTranslations();
    expect(links()).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: url('fr-FR') },
    ]);
  });

  it('follows the detection order: the address’s lng comes before the stored language', () => {
    localStorage.setItem('i18nextLng', 'fr-FR');
    window.history.replaceState(null, '', '/dashboard?lng=ja');
    preloadTranslations();
    expect(links().map((link) => link.href)).toEqual([url('ja-JP')]);
  });

  it('never builds a path from an unknown language', () => {
    localStorage.setItem('i18nextLng', '../../x');
    preloadTranslations();
    expect(links().map((link) => link.href)).not.toContain(expect.stringContaining('..'));
  });
});
