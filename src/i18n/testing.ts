import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerEnabledLanguages, syncDocumentLanguage } from './createI18n';
import { FALLBACK_LANGUAGE, type SupportedLanguage } from './languages';
import enUS from './locales/en-US.json';
import { NAMESPACE } from './localeBackend';

/**
 * For other areas' tests: a ready i18n instance with the bundled en-US translations and no
 * network (no locale handler needed). Every enabled language shows the en-US text.
 * Wrap the tree in `<I18nextProvider i18n={instance}>`; `useLanguage()` works against it.
 */
export async function createTestI18n(
  languages: SupportedLanguage[] = [FALLBACK_LANGUAGE],
  language: SupportedLanguage = languages[0] ?? FALLBACK_LANGUAGE,
): Promise<i18n> {
  const instance = i18next.createInstance();
  registerEnabledLanguages(instance, languages);
  instance.on('languageChanged', syncDocumentLanguage);
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...new Set([...languages, FALLBACK_LANGUAGE])],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [FALLBACK_LANGUAGE]: { [NAMESPACE]: enUS } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
