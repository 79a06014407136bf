import { useTheme } from '@mui/material/styles';
import type { GridLocaleText } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { useMemo } from 'react';

/**
 * The grid's texts in the interface language (the localized theme carries MUI X's pack), with
 * our own wording for "no rows".
 */
export function useGridLocaleText(noRowsLabel: string): Partial<GridLocaleText> {
  const localeText = useTheme().components?.MuiDataGrid?.defaultProps?.localeText;
  return useMemo(
    () => ({ ...localeText, noRowsLabel, noResultsOverlayLabel: noRowsLabel }),
    [localeText, noRowsLabel],
  );
}
