import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bundleAllEnglishTexts } from './allEnglishTexts';
import enUS from './locales/en-US.json';
import { BUNDLED_RESOURCES } from './localeBackend';

describe('bundleAllEnglishTexts (the signed-in portal brings every area’s English)', () => {
  it('fills an instance whose translation files could not load, so no area shows raw keys', async () => {
    // As after every load failed: German falls back to the bundled English, start-up texts only.
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'de-DE',
      fallbackLng: 'en-US',
      resources: { 'en-US': structuredClone(BUNDLED_RESOURCES['en-US']!) },
    });
    expect(instance.t('login.signIn')).toBe(enUS.login.signIn);
    expect(instance.t('users.title')).toBe('users.title');

    bundleAllEnglishTexts(instance);

    expect(instance.t('users.title')).toBe(enUS.users.title);
    expect(BUNDLED_RESOURCES['en-US']).toEqual({ translation: enUS });
  });

  it('keeps English that did load from the server', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en-US',
      resources: { 'en-US': { translation: { users: { title: 'People (from the server)' } } } },
    });
    bundleAllEnglishTexts(instance);
    expect(instance.t('users.title')).toBe('People (from the server)');
    expect(instance.t('dashboard.title')).toBe(enUS.dashboard.title);
  });
});
