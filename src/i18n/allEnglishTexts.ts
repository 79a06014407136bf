import type { i18n } from 'i18next';
import { getActiveI18n } from './createI18n';
import { FALLBACK_LANGUAGE } from './languages';
import { BUNDLED_RESOURCES, NAMESPACE } from './localeBackend';
import enUS from './locales/en-US.json';

/**
 * The login route bundles only the English it shows; the signed-in portal brings the rest with
 * its chunk, so an area never shows raw keys when the translation files cannot load. Texts that
 * did load are kept (English from the server may be newer than the bundle).
 */
export function bundleAllEnglishTexts(instance: i18n | undefined = getActiveI18n()): void {
  BUNDLED_RESOURCES[FALLBACK_LANGUAGE] = { [NAMESPACE]: enUS };
  instance?.addResourceBundle(FALLBACK_LANGUAGE, NAMESPACE, enUS, true, false);
}
