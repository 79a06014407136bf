/** The interface languages this build ships translations for (spec §9), in display order. */
export const SUPPORTED_LANGUAGES = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: SupportedLanguage = 'en-US';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language's own name (endonym). Shown as-is in every interface language, by convention:
 * a reader looks for their own language's name, so these are never translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'ja-JP': '日本語',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
};
