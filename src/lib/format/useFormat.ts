import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../preferences/useTimeZone';
import { createFormat } from './createFormat';

/**
 * The portal's formatters in the interface language and the time zone chosen on the Account page,
 * so every area shows the same clock and the same numbers; re-created when either changes.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const [timeZone] = useTimeZone();
  const language = i18n.language;
  return useMemo(() => createFormat(language, timeZone), [language, timeZone]);
}
