import type { BackendModule, InitOptions, ReadCallback, Resource, Services } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import resourcesToBackend from 'i18next-resources-to-backend';
import startUpTexts from 'virtual:start-up-texts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';

/** The build version appended to every locale URL (`?v=`), so a deploy never serves stale text. */
export const BUILD_VERSION: string =
  typeof __BUILD_VERSION__ !== 'undefined' && __BUILD_VERSION__ ? __BUILD_VERSION__ : 'dev';

/**
 * The translations bundled into the app, en-US only, so the interface never shows raw keys when a
 * translation file cannot load: the start-up texts here, the rest added by the signed-in portal
 * when the English file did not load (allEnglishTexts.ts).
 */
export const BUNDLED_RESOURCES: Resource = { [FALLBACK_LANGUAGE]: { translation: startUpTexts } };

/** Languages whose latest load fell back to the bundled texts, because their file did not load. */
const tookBundledTexts = new Set<string>();

/** Whether a language's texts came from the bundle on its latest load (its file did not load). */
export function textsCameFromBundle(language: string): boolean {
  return tookBundledTexts.has(language);
}

/** The bundled translations as a backend, noting each language it is asked for. */
const bundledBackend = resourcesToBackend((language: string, namespace: string) => {
  tookBundledTexts.add(language);
  return BUNDLED_RESOURCES[language]?.[namespace];
});

/** The only namespace the portal uses; its file is `/locales/<language>.json`. */
export const NAMESPACE = 'translation';

/**
 * The URL of one language's translations, or `null` when the language is not in `allowed`.
 * The path is built from the matching entry of the compile-time {@link SUPPORTED_LANGUAGES} list
 * (never from the requested string), so a crafted language such as `../../x` can never become a
 * request path.
 */
export function localeUrl(
  language: string,
  allowed: readonly SupportedLanguage[],
  version: string = BUILD_VERSION,
): string | null {
  const match = SUPPORTED_LANGUAGES.find(
    (candidate) => candidate === language && allowed.includes(candidate),
  );
  if (match === undefined) return null;
  return `${import.meta.env.BASE_URL}locales/${match}.json?v=${encodeURIComponent(version)}`;
}

/**
 * The portal's translation backend: i18next-chained-backend over
 * 1. i18next-http-backend loading `/locales/<language>.json?v=<build version>` (only for the
 *    languages in `allowed`; any other language gets an empty load path, so no request), then
 * 2. the bundled en-US translations (i18next-resources-to-backend), for en-US only.
 *
 * When the chain fails for an allowed language, i18next is told to retry (its `maxRetries`/
 * `retryTimeout`, doubling the delay each time): spec §8 retries any failed load, a 404 included,
 * since a deploy may publish the locale files moments after the app.
 */
export class LocaleBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;

  private readonly http = new HttpBackend();
  private readonly chain = new ChainedBackend();

  constructor(
    private readonly allowed: readonly SupportedLanguage[],
    private readonly version: string = BUILD_VERSION,
  ) {}

  init(services: Services, _backendOptions: object, i18nextOptions: InitOptions): void {
    const httpOptions: HttpBackendOptions = {
      // An empty path makes http-backend answer "no data" without a request; the chain then
      // moves on to the bundled translations.
      loadPath: (languages, namespaces) => {
        const [language] = languages;
        if (languages.length !== 1 || language === undefined) return '';
        if (namespaces.length !== 1 || namespaces[0] !== NAMESPACE) return '';
        return localeUrl(language, this.allowed, this.version) ?? '';
      },
      reloadInterval: false,
    };
    this.chain.init(
      services,
      {
        backends: [this.http, bundledBackend],
        backendOptions: [httpOptions, {}],
        retryOnFailure: false,
      },
      i18nextOptions,
    );
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    // The chain asks the bundle only when the file did not load.
    tookBundledTexts.delete(language);
    this.chain.read(language, namespace, (err, data) => {
      if (!err) {
        callback(null, data);
        return;
      }
      callback(err, localeUrl(language, this.allowed, this.version) !== null);
    });
  }
}
