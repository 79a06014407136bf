import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from './useTimeZone';

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Formats instants in the interface language and the person's chosen time zone, so every area
 * shows the same clock.
 */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const [timeZone] = useTimeZone();
  const language = i18n.language;
  return useCallback(
    (value: Date | string | number, options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS) =>
      new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(value)),
    [language, timeZone],
  );
}
