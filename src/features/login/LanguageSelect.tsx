import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, LANGUAGE_NAMES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import styles from './LoginScreen.module.css';

/**
 * The login screen's language choice: a native select (keyboard, screen readers and phones
 * handle it natively, and it costs no menu code on the first download).
 * Hidden when only one language is enabled.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, languages, changeLanguage } = useLanguage();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('layout.language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isSupportedLanguage(next)) void changeLanguage(next);
        }}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
