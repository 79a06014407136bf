import startUpTexts from 'virtual:start-up-texts';

/**
 * The spinner's accessible name before any translation has loaded (the enabled languages come
 * with the settings the spinner is waiting for), taken from the bundled fallback locale.
 */
export const BOOT_LOADING_LABEL: string = startUpTexts.app.loading;
