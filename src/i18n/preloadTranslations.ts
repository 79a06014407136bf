import { likelyLanguage } from './createI18n';
import { SUPPORTED_LANGUAGES } from './languages';
import { localeUrl } from './localeBackend';

/**
 * Starts downloading the likely language's translations with the settings, instead of after
 * them: i18next asks for the file only once the settings have named the enabled languages, one
 * round trip later. The request is the one i18next makes (same URL, a CORS-mode fetch with
 * same-origin credentials), so the browser hands it over from the preload.
 */
export function preloadTranslations(doc: Document = document): void {
  const href = localeUrl(likelyLanguage(), SUPPORTED_LANGUAGES);
  if (!href || doc.head.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}
