import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Weekday } from '../../lib/api-client/schema';
import { formatLanguageName } from '../../lib/format';
import { dateTimeFormat } from '../../lib/format/intl';

// 2024-01-01 was a Monday: the days of that week give each weekday its localized short name.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_INDEX: Record<Weekday, number> = {
  mon: 0,
  tue: 1,
  wed: 2,
  thu: 3,
  fri: 4,
  sat: 5,
  sun: 6,
};

/** Language and weekday names in the interface language, for labels and read-outs. */
export function useSettingNames() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const weekdays = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return {
      languageName: (language: Language) => formatLanguageName(language, locale),
      weekdayName: (day: Weekday) =>
        weekdays.format(new Date(MONDAY + DAY_INDEX[day] * 86_400_000)),
    };
  }, [locale]);
}
