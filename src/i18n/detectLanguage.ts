import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_LANGUAGE, type SupportedLanguage } from './languages';

/** Key under which the chosen language is cached (localStorage) and read back (both storages). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The browser language detector's configuration (spec §9): query parameter `lng`, cookie
 * `i18next`, localStorage `i18nextLng`, sessionStorage `i18nextLng`, the browser's languages
 * (all of `navigator.languages`, in order), then `<html lang>`. The chosen language is cached in
 * localStorage only.
 */
export const detectionOptions: Readonly<DetectorOptions> = Object.freeze({
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  excludeCacheFor: ['cimode'],
});

function cookiesReadable(): boolean {
  try {
    return typeof document !== 'undefined' && typeof document.cookie === 'string';
  } catch {
    // Sandboxed frames throw on document.cookie.
    return false;
  }
}

/**
 * A fresh, mutable copy of {@link detectionOptions}: the detector writes its defaults into the
 * object it is given, so the shared constant is never handed over directly. Where reading
 * cookies throws, the cookie source is left out (as the detector's own default order does).
 */
export function copyDetectionOptions(): DetectorOptions {
  const order = detectionOptions.order ?? [];
  return {
    ...detectionOptions,
    order: cookiesReadable() ? [...order] : order.filter((source) => source !== 'cookie'),
    caches: [...(detectionOptions.caches ?? [])],
    excludeCacheFor: [...(detectionOptions.excludeCacheFor ?? [])],
  };
}

function normalise(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

function primarySubtag(tag: string): string {
  return tag.split('-', 1)[0] ?? '';
}

/**
 * Picks the interface language: the first candidate (in detection order) that matches an enabled
 * language, else the first enabled language. A candidate matches exactly (case-insensitive, `_`
 * taken as `-`) or by its primary language subtag (`de` and `de-AT` both match `de-DE`). Pure.
 */
export function pickLanguage(
  candidates: readonly string[],
  enabled: readonly SupportedLanguage[],
): SupportedLanguage {
  const first = enabled[0];
  if (first === undefined) return FALLBACK_LANGUAGE;
  const normalisedEnabled = enabled.map((language) => ({ language, tag: normalise(language) }));
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const tag = normalise(candidate);
    if (!tag) continue;
    const exact = normalisedEnabled.find((entry) => entry.tag === tag);
    if (exact) return exact.language;
    const primary = primarySubtag(tag);
    if (!primary) continue;
    const sameLanguage = normalisedEnabled.find((entry) => primarySubtag(entry.tag) === primary);
    if (sameLanguage) return sameLanguage.language;
  }
  return first;
}
