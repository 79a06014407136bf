import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import jaJP from '../../i18n/locales/ja-JP.json';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { useGridLocaleText } from './useGridLocaleText';

function inJapanese({ children }: { children: ReactNode }) {
  const i18n = createSyncTestI18n(['en-US', 'ja-JP']);
  i18n.addResourceBundle('ja-JP', 'translation', jaJP);
  void i18n.changeLanguage('ja-JP');
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

describe('useGridLocaleText', () => {
  it('gives the grid MUI X’s texts of the interface language, with ours for rows and paging', () => {
    const { result } = renderHook(() => useGridLocaleText('会話はありません'), {
      wrapper: inJapanese,
    });
    expect(result.current.columnMenuSortAsc).toBe('昇順ソート');
    // A header's sort button is named for its column and what pressing it does.
    expect(result.current.columnHeaderSortIconAriaLabel?.('開始日時', 'asc')).toBe(
      '開始日時を昇順でソート',
    );
    expect(result.current.noRowsLabel).toBe('会話はありません');
    expect(result.current.noResultsOverlayLabel).toBe('会話はありません');
    const label = result.current.paginationDisplayedRows as (rows: object) => string;
    expect(label({ from: 1, to: 25, count: 1480 })).toBe('1,480 件中 1–25 件');
  });

  it('follows a language switch', async () => {
    const i18n = createSyncTestI18n(['en-US', 'ja-JP']);
    i18n.addResourceBundle('ja-JP', 'translation', jaJP);
    const { result } = renderHook(() => useGridLocaleText('none'), {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    expect(result.current.paginationRowsPerPage).toBe('Rows per page:');
    await act(() => i18n.changeLanguage('ja-JP'));
    expect(result.current.paginationRowsPerPage).toBe('ページあたりの行数:');
  });
});
