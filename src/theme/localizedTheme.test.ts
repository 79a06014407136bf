import { describe, expect, it } from 'vitest';
import { createSyncTestI18n } from '../testing/renderWithProviders';
import jaJP from '../i18n/locales/ja-JP.json';
import { localizedTheme } from './localizedTheme';

function japanese() {
  const i18n = createSyncTestI18n(['en-US', 'ja-JP']);
  i18n.addResourceBundle('ja-JP', 'translation', jaJP);
  void i18n.changeLanguage('ja-JP');
  return i18n;
}

describe('localizedTheme', () => {
  it('carries MUI’s built-in texts of the interface language', () => {
    const theme = localizedTheme('ja-JP', japanese().t);
    const pagination = theme.components?.MuiTablePagination?.defaultProps;
    expect(pagination?.labelRowsPerPage).toBe('ページあたりの行数:');
  });

  it('says "1–25 of 480" in the language, numbers grouped as it groups them', () => {
    const theme = localizedTheme('ja-JP', japanese().t);
    const core = theme.components?.MuiTablePagination?.defaultProps?.labelDisplayedRows;
    expect(core?.({ from: 1, to: 25, count: 44, page: 0 })).toBe('44 件中 1–25 件');
  });

  it('keeps the portal’s own theme values', () => {
    const theme = localizedTheme('de-DE', createSyncTestI18n().t);
    expect(theme.palette.primary.main).toBe('#32B0A6');
    expect(theme.typography.fontFamily).toMatch(/Nunito/);
  });
});
