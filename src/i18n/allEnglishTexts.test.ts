// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allEnglishTextsFor } from './allEnglishTexts';
import { createI18n } from './createI18n';
import enUS from './locales/en-US.json';
import { BUNDLED_RESOURCES } from './localeBackend';
import { serveLocales, serverProductName } from '../testing/localeTestKit';

describe('allEnglishTextsFor (every area’s English when the English file did not load)', () => {
  it('loads nothing when the English file loaded: its texts are every area’s', async () => {
    serveLocales();
    const instance = await createI18n(['en-US']);
    expect(allEnglishTextsFor(instance)).toBeUndefined();
    expect(instance.t('app.productName')).toBe(serverProductName('en-US'));
  });

  it('fills an instance whose English came from the bundle, so no area shows raw keys', async () => {
    serveLocales(() => 'server-error');
    const instance = await createI18n(['en-US']);
    // The login route's bundle: start-up texts only.
    expect(instance.t('login.signIn')).toBe(enUS.login.signIn);
    expect(instance.t('users.title')).toBe('users.title');

    const pending = allEnglishTextsFor(instance);
    expect(pending).toBeInstanceOf(Promise);
    // One load per instance, however often the portal renders before it arrives.
    expect(allEnglishTextsFor(instance)).toBe(pending);
    await pending;

    expect(instance.t('users.title')).toBe(enUS.users.title);
    expect(allEnglishTextsFor(instance)).toBeUndefined();
    // An instance created later (a new language list) finds every text in the bundle.
    expect(BUNDLED_RESOURCES['en-US']).toEqual({ translation: enUS });
    const later = await createI18n(['en-US', 'de-DE']);
    expect(later.t('dashboard.title', { lng: 'en-US' })).toBe(enUS.dashboard.title);
  });
});
