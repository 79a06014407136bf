import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '../i18n/locales/de-DE.json';

/** Tests: an i18next instance in German only, ready at once (a file of its own: it bundles de-DE). */
export function createGermanTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'de-DE',
    resources: { 'de-DE': { translation: deDE } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
