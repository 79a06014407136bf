import { ThemeProvider } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import type {} from '@mui/x-charts/themeAugmentation';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import jaJP from '../i18n/locales/ja-JP.json';
import { createSyncTestI18n } from '../testing/renderWithProviders';
import { useLocalizedTheme } from './useLocalizedTheme';

function englishAndJapanese() {
  const i18n = createSyncTestI18n(['en-US', 'ja-JP']);
  i18n.addResourceBundle('ja-JP', 'translation', jaJP);
  return i18n;
}

function Pagination() {
  return (
    <ThemeProvider theme={useLocalizedTheme()}>
      <TablePagination
        component="div"
        count={480}
        page={0}
        rowsPerPage={25}
        onPageChange={() => {}}
      />
    </ThemeProvider>
  );
}

describe('useLocalizedTheme', () => {
  it('switches MUI’s and MUI X Charts’ built-in texts when the language switches', async () => {
    const i18n = englishAndJapanese();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(useLocalizedTheme, { wrapper });
    const english = result.current.components;
    // MUI's English texts are its components' own defaults.
    expect(english?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBeUndefined();

    await act(() => i18n.changeLanguage('ja-JP'));

    const japanese = result.current.components;
    expect(japanese?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'ページあたりの行数:',
    );
    const charts = japanese?.MuiChartsLocalizationProvider?.defaultProps?.localeText;
    expect(charts?.noData).toBe(jaJP.common.charts.noData);
  });

  it('re-renders MUI components in the new language', async () => {
    const i18n = englishAndJapanese();
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination />
      </I18nextProvider>,
    );
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 480')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('ja-JP'));

    expect(screen.getByText('ページあたりの行数:')).toBeInTheDocument();
    expect(screen.getByText('480 件中 1–25 件')).toBeInTheDocument();
    expect(screen.queryByText('Rows per page:')).not.toBeInTheDocument();
  });
});
