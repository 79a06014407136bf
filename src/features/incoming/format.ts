// Numbers, moments and durations in the interface language (i18n.language), via Intl.

// Moments go through useDateTimeFormat (lib/preferences): language and chosen time zone.

export const formatPercent = (ratio: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** Today's calendar day in UTC, as the API counts days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
