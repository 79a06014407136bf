import i18next, { type i18n, type Services } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { copyDetectionOptions, pickLanguage } from './detectLanguage';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from './languages';
import { LocaleBackend, NAMESPACE } from './localeBackend';
import { createPageMemo } from '../lib/page-memo';

/** Retries after a failed (transient) translation load: 350, 700, 1400, 2800, 5600 ms (§8, §9). */
export const LOAD_MAX_RETRIES = 5;
export const LOAD_FIRST_RETRY_DELAY_MS = 350;

const enabledByInstance = new WeakMap<i18n, readonly SupportedLanguage[]>();
let activeInstance: i18n | undefined;
let latestRequest = 0;

/**
 * The instance most recently requested from {@link createI18n}, once it is ready; for code outside
 * React (e.g. the API client's error handler). `undefined` before the first one is ready.
 */
export function getActiveI18n(): i18n | undefined {
  return activeInstance;
}

/**
 * The enabled languages of an instance, in the server's order. Instances not made here (tests)
 * fall back to their `supportedLngs`, else en-US.
 */
export function getEnabledLanguages(instance: i18n): SupportedLanguage[] {
  const known = enabledByInstance.get(instance);
  if (known) return [...known];
  const supported = instance.options?.supportedLngs;
  const fromOptions = Array.isArray(supported) ? supported.filter(isSupportedLanguage) : [];
  return fromOptions.length > 0 ? fromOptions : [FALLBACK_LANGUAGE];
}

/** Registers the enabled languages of an instance (for {@link getEnabledLanguages}). */
export function registerEnabledLanguages(
  instance: i18n,
  languages: readonly SupportedLanguage[],
): void {
  enabledByInstance.set(instance, Object.freeze([...languages]));
}

/** Keeps only languages this build ships, without duplicates, in the given order; never empty. */
export function normaliseEnabledLanguages(languages: readonly string[]): SupportedLanguage[] {
  const result: SupportedLanguage[] = [];
  for (const language of languages) {
    if (isSupportedLanguage(language) && !result.includes(language)) result.push(language);
  }
  return result.length > 0 ? result : [FALLBACK_LANGUAGE];
}

/** `<html lang>` follows the interface language (screen readers, hyphenation, fonts). */
export function syncDocumentLanguage(language: string | undefined): void {
  if (typeof document === 'undefined' || !isSupportedLanguage(language)) return;
  document.documentElement.lang = language;
}

/**
 * The browser language detector, but answering with one enabled language: the detector's
 * candidates (in detection order, all of navigator.languages included) go through
 * {@link pickLanguage}. i18next initialises it with its services, so `detect()` of the base
 * class returns the whole candidate list. Caching (localStorage) is the base class's.
 */
class PortalLanguageDetector extends LanguageDetector {
  private readonly enabled: readonly SupportedLanguage[];

  constructor(enabled: readonly SupportedLanguage[]) {
    super();
    this.enabled = enabled;
  }

  override detect(detectionOrder?: DetectorOptions['order']): SupportedLanguage {
    let candidates: readonly string[] = [];
    try {
      const found = super.detect(detectionOrder);
      candidates = found === undefined ? [] : typeof found === 'string' ? [found] : found;
    } catch {
      // A source the browser refuses to read (storage, cookies) must not stop the app.
    }
    return pickLanguage(candidates, this.enabled);
  }
}

/**
 * Creates and initialises a NEW i18next instance for the given enabled languages (already
 * intersected with the supported ones, in the server's order). Resolves once the initial
 * language has loaded, or has finally failed to (then the bundled en-US text shows); never
 * rejects because of a failed load.
 */
export async function createI18n(enabled: SupportedLanguage[]): Promise<i18n> {
  const request = ++latestRequest;
  const languages = normaliseEnabledLanguages(enabled);
  // en-US is always loadable: it is the fallback language, even when the server disables it.
  const loadable = languages.includes(FALLBACK_LANGUAGE)
    ? languages
    : [...languages, FALLBACK_LANGUAGE];

  const instance = i18next.createInstance();
  registerEnabledLanguages(instance, languages);
  instance.on('languageChanged', syncDocumentLanguage);
  instance
    .use(new LocaleBackend(loadable))
    .use(new PortalLanguageDetector(languages))
    .use(initReactI18next);

  await instance.init({
    supportedLngs: [...loadable],
    nonExplicitSupportedLngs: false,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    maxRetries: LOAD_MAX_RETRIES,
    retryTimeout: LOAD_FIRST_RETRY_DELAY_MS,
    detection: copyDetectionOptions(),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

  syncDocumentLanguage(instance.language);
  if (request === latestRequest) activeInstance = instance;
  return instance;
}

/**
 * The language this page load will most likely show, read before the server's language list is
 * known (the same detection order, over every language this build ships).
 */
export function likelyLanguage(): SupportedLanguage {
  const detector = new PortalLanguageDetector(SUPPORTED_LANGUAGES);
  // The detector answers with the whole candidate list only when it has i18next's helpers.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  detector.init(services as unknown as Services, copyDetectionOptions());
  return detector.detect();
}

const once = createPageMemo<Promise<i18n>>();

/**
 * {@link createI18n}, once per enabled-language list, so a remount or StrictMode's double effect
 * does not create and load a second instance; a failed creation is tried again on the next mount.
 */
export function getOrCreateI18n(enabled: readonly string[]): Promise<i18n> {
  const languages = normaliseEnabledLanguages(enabled);
  return once(languages.join(','), () => createI18n(languages));
}
