import { displayNames } from './intl';

/**
 * A language tag's name in the interface language: "German" for de-DE in en-US. The region is
 * left out: the portal's languages each have one region, so it would only add noise.
 */
export function formatLanguageName(tag: string, locale: string): string {
  const base = tag.split('-')[0] ?? tag;
  return displayNames(locale, { type: 'language' }).of(base) ?? tag;
}
