import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getOrCreateI18n } from './createI18n';
import type { SupportedLanguage } from './languages';

export interface I18nBootstrapProps {
  /** The enabled languages (supported ∩ server's list, in the server's order; never empty). */
  languages: readonly SupportedLanguage[];
  /** Shown until the initial language's translations are ready. */
  fallback?: ReactNode;
  children?: ReactNode;
}

type Loaded = { key: string; instance: i18n } | { key: string; error: unknown };

/**
 * Creates the i18n instance once per language list and provides it once the initial language is
 * ready. Until then `fallback` shows. A failure to create it is thrown to the nearest error
 * boundary (a failed translation load is not a failure: the bundled en-US text shows).
 */
export function I18nBootstrap({ languages, fallback = null, children }: I18nBootstrapProps) {
  const key = languages.join(',');
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);

  useEffect(() => {
    let current = true;
    getOrCreateI18n(key.split(',')).then(
      (instance) => {
        if (current) setLoaded({ key, instance });
      },
      (error: unknown) => {
        if (current) setLoaded({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (loaded?.key !== key) return <>{fallback}</>;
  if ('error' in loaded) throw loaded.error;
  return <I18nextProvider i18n={loaded.instance}>{children}</I18nextProvider>;
}
