import enUS from '../i18n/locales/en-US.json';

/**
 * The spinner's accessible name before any translation has loaded (the enabled languages come
 * with the settings the spinner is waiting for), taken from the bundled fallback locale.
 */
export const BOOT_LOADING_LABEL: string = enUS.app.loading;
