import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, enUS, frFR, itIT, jaJP } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../i18n/languages';
import { displayedRowsLabel } from '../../theme/localizedTheme';

// MUI X's shipped translations of the grid's built-in texts (menus, sort and filter labels).
const GRID_LOCALES = { 'de-DE': deDE, 'en-US': enUS, 'ja-JP': jaJP, 'fr-FR': frFR, 'it-IT': itIT };

/**
 * The grid's texts in the interface language: MUI X's pack, with our own wording for "no rows"
 * and for "1–25 of 480" (numbers grouped as the language groups them).
 */
export function useGridLocaleText(noRowsLabel: string): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return useMemo(
    () => ({
      ...GRID_LOCALES[language].components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: displayedRowsLabel(t, language),
      noRowsLabel,
      noResultsOverlayLabel: noRowsLabel,
    }),
    [language, t, noRowsLabel],
  );
}
