import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../i18n/languages';
import { localizedTheme } from './localizedTheme';

/** The theme for the current interface language; switching the language switches it. */
export function useLocalizedTheme(): Theme {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return useMemo(() => localizedTheme(language, t), [language, t]);
}
