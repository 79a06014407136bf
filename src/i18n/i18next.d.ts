import 'i18next';
import type enUS from './locales/en-US.json';

// Translation keys are checked at compile time against the en-US file: a missing key is an error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
