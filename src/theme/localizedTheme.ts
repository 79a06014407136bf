import {
  deDE as coreDeDE,
  enUS as coreEnUS,
  frFR as coreFrFR,
  itIT as coreItIT,
  jaJP as coreJaJP,
} from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as chartsEnUS, frFR as chartsFrFR } from '@mui/x-charts/locales';
import type {} from '@mui/x-charts/themeAugmentation';
import type { TFunction } from 'i18next';
import type { SupportedLanguage } from '../i18n/languages';
import { numberFormat } from '../lib/format/intl';
import { theme } from './theme';

// MUI's and MUI X Charts' shipped translations of their built-in texts (pagination, menus), one
// pack per interface language. The data grid's pack travels with the grid (useGridLocaleText):
// in the signed-in shell it was 50 KB that areas without a grid downloaded too.
const CORE_LOCALES = {
  'de-DE': coreDeDE,
  'en-US': coreEnUS,
  'ja-JP': coreJaJP,
  'fr-FR': coreFrFR,
  'it-IT': coreItIT,
} as const;
// MUI X Charts 9.14 ships French and English only; the others start from English, and the two
// texts a chart can show on screen (loading, no data) are always ours (see localizedTheme).
const CHARTS_LOCALES = {
  'de-DE': chartsEnUS,
  'en-US': chartsEnUS,
  'ja-JP': chartsEnUS,
  'fr-FR': chartsFrFR,
  'it-IT': chartsEnUS,
};

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/**
 * "1–25 of 480" in the person's language. Ours, not the packs': MUI X's Japanese pack keeps the
 * English "of", and the numbers are grouped as the language groups them.
 */
export function displayedRowsLabel(t: TFunction, language: string) {
  const number = numberFormat(language);
  return ({ from, to, count }: DisplayedRows) =>
    t('common.pagination.displayedRows', {
      from: number.format(from),
      to: number.format(to),
      count: number.format(count === -1 ? to : count),
    });
}

/**
 * The portal's theme with every built-in text of MUI and MUI X Charts in the interface language,
 * and the charts' defaults (the signed-in portal is the only place with charts).
 */
export function localizedTheme(language: SupportedLanguage, t: TFunction): Theme {
  const labelDisplayedRows = displayedRowsLabel(t, language);
  const charts = CHARTS_LOCALES[language].components.MuiChartsLocalizationProvider.defaultProps;
  return createTheme(theme, CORE_LOCALES[language], {
    components: {
      MuiTablePagination: { defaultProps: { labelDisplayedRows } },
      // Every chart of the portal is a picture whose numbers stand beside it (the Dashboard's
      // tables, a sparkline's summary in its name): no Tab stop inside one. MUI X's charts add
      // one by default, without a name, for moving between their data points.
      MuiChartsDataProvider: { defaultProps: { disableKeyboardNavigation: true } },
      MuiChartsLocalizationProvider: {
        defaultProps: {
          localeText: {
            ...charts.localeText,
            loading: t('app.loading'),
            noData: t('common.charts.noData'),
          },
        },
      },
    },
  });
}
