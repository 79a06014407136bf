import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, enUS, frFR, itIT, jaJP } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '../../../i18n/languages';

type Localization = typeof enUS;

// The grid's own texts (pagination, column menu, sort labels) from MUI X's shipped translations.
const GRID_LOCALES: Record<SupportedLanguage, Localization> = {
  'de-DE': deDE,
  'en-US': enUS,
  'ja-JP': jaJP,
  'fr-FR': frFR,
  'it-IT': itIT,
};

/** The grid's texts for the interface language, with our own wording for "no rows". */
export function useGridLocaleText(noRowsLabel: string): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  return useMemo(
    () => ({
      ...(GRID_LOCALES[language] ?? enUS).components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel,
      noResultsOverlayLabel: noRowsLabel,
    }),
    [language, noRowsLabel],
  );
}
