// Numbers, moments and durations in the interface language (i18n.language), via Intl.

// Moments go through useDateTimeFormat (lib/preferences): language and chosen time zone.

export const formatPercent = (ratio: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

interface DurationFormatLike {
  format(duration: { minutes?: number; seconds?: number }): string;
}
type DurationFormatConstructor = new (
  locale: string,
  options: { style: 'short' },
) => DurationFormatLike;

/** "2 min, 5 sec" and its equivalents; Intl.DurationFormat where the browser has it. */
export function formatDuration(totalSeconds: number, language: string): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) {
    return new DurationFormat(language, { style: 'short' }).format(
      minutes ? { minutes, seconds } : { seconds },
    );
  }
  // Older engines: the same units from NumberFormat.
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  return minutes
    ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`
    : unit(seconds, 'second');
}

/** Today's calendar day in UTC, as the API counts days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
