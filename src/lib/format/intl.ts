// Intl formatters are slow to build (a page of 25 grid rows built 150 number formats and 25 date
// formats per render, most of a long task) and cheap to reuse: one per language and options.

const cache = new Map<string, unknown>();

function reuse<T>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  reuse('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  reuse('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions) =>
  reuse('list', locale, options, () => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  reuse('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  reuse('names', locale, options, () => new Intl.DisplayNames([locale], options));
