import { formatDuration, formatLanguageName } from '../../../lib/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatDayRange, formatPercent } from './format';

/** The dashboard's formatters bound to the current interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      count: (value: number) => formatCount(value, locale),
      percent: (rate: number) => formatPercent(rate, locale),
      duration: (seconds: number) => formatDuration(seconds, locale),
      day: (day: string) => formatDay(day, locale),
      dayRange: (from: string, to: string) => formatDayRange(from, to, locale),
      languageName: (tag: string) => formatLanguageName(tag, locale),
    }),
    [locale],
  );
}

export type Formatters = ReturnType<typeof useFormatters>;
