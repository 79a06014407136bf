import type { i18n } from 'i18next';
import { useCallback, useContext, useMemo } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { getEnabledLanguages } from './createI18n';
import { pickLanguage } from './detectLanguage';
import type { SupportedLanguage } from './languages';

export interface LanguageState {
  /** The current interface language (always one of `languages`). */
  language: SupportedLanguage;
  /** The enabled languages, in the server's order. */
  languages: SupportedLanguage[];
  /**
   * Switches the interface language; resolves once its translations have loaded (or finally
   * failed to). The choice is cached in localStorage. Rejects for a language that is not enabled.
   */
  changeLanguage(lng: SupportedLanguage): Promise<void>;
}

/** The interface language and its switcher, for the i18n instance of the nearest provider. */
export function useLanguage(): LanguageState {
  // useTranslation re-renders on every language change. The i18n it hands out is a per-language
  // copy (react-i18next 17), so the instance itself is taken from the provider.
  const { i18n: tracked } = useTranslation();
  const provided = (useContext(I18nContext) as { i18n?: i18n } | undefined)?.i18n;
  const instance: i18n = provided ?? getI18n() ?? tracked;
  const languages = useMemo(() => getEnabledLanguages(instance), [instance]);
  const current = tracked.language;
  const language = useMemo(
    () => pickLanguage(current ? [current] : [], languages),
    [current, languages],
  );

  const changeLanguage = useCallback(
    async (lng: SupportedLanguage): Promise<void> => {
      if (!languages.includes(lng)) {
        throw new Error(`Language not enabled: ${String(lng)}`);
      }
      await instance.changeLanguage(lng);
    },
    [instance, languages],
  );

  return useMemo(
    () => ({ language, languages, changeLanguage }),
    [language, languages, changeLanguage],
  );
}
