import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { getActiveI18n } from './createI18n';
import { I18nBootstrap } from './I18nBootstrap';
import {
  clearDetectionSources,
  serveLocales,
  serverProductName,
  setDetectionSources,
} from '../testing/localeTestKit';

afterEach(clearDetectionSources);

function ProductName() {
  const { t } = useTranslation();
  return <h1>{t('app.productName')}</h1>;
}

describe('I18nBootstrap', () => {
  it('shows the fallback until the language is loaded, then the translated children', async () => {
    const requests = serveLocales();
    setDetectionSources({ navigator: ['it-IT'] });
    render(
      <StrictMode>
        <I18nBootstrap languages={['fr-FR', 'it-IT']} fallback={<p>{enUS.app.loading}</p>}>
          <ProductName />
        </I18nBootstrap>
      </StrictMode>,
    );
    expect(screen.getByText(enUS.app.loading)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: serverProductName('it-IT') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(enUS.app.loading)).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it-IT');
    expect(getActiveI18n()?.language).toBe('it-IT');
    // StrictMode runs the effect twice: still one instance, one load per file.
    expect(requests.map((r) => r.language).sort()).toEqual(['en-US', 'it-IT']);
  });

  it('makes a new instance when the language list changes', async () => {
    serveLocales();
    // The first instance caches de-DE in localStorage; the query beats it for the second one.
    setDetectionSources({ query: 'ja-JP' });
    const { rerender } = render(
      <I18nBootstrap languages={['de-DE']} fallback="…">
        <ProductName />
      </I18nBootstrap>,
    );
    expect(
      await screen.findByRole('heading', { name: serverProductName('de-DE') }),
    ).toBeInTheDocument();
    const first = getActiveI18n();

    rerender(
      <I18nBootstrap languages={['de-DE', 'ja-JP']} fallback="…">
        <ProductName />
      </I18nBootstrap>,
    );
    expect(
      await screen.findByRole('heading', { name: serverProductName('ja-JP') }),
    ).toBeInTheDocument();
    expect(getActiveI18n()).not.toBe(first);
  });
});
