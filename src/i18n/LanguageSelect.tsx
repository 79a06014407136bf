import { useId } from 'react';
import { isSupportedLanguage, LANGUAGE_NAMES } from './languages';
import styles from './LanguageSelect.module.css';
import { useLanguage } from './useLanguage';

interface LanguageSelectProps {
  /** The visible label, in the interface language. */
  label: string;
  /** Label beside the choice (the login screen's corner) or above it, as a form field's. */
  layout?: 'inline' | 'stacked';
}

/**
 * The interface language as a native select, each language named in its own language: keyboard,
 * screen readers and phones handle it natively, and it costs no menu code, so the login screen can
 * offer it on its first download. The login screen and the Account page use it; the header's
 * language button opens a menu of the same choices. Hidden when only one language is enabled.
 */
export function LanguageSelect({ label, layout = 'inline' }: LanguageSelectProps) {
  const { language, languages, changeLanguage } = useLanguage();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className={layout === 'inline' ? styles.inline : styles.stacked}>
      <label htmlFor={id}>{label}</label>
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
