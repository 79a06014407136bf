import type { i18n } from 'i18next';
import { importWithRetry } from '../lib/lazy';
import { FALLBACK_LANGUAGE } from './languages';
import { BUNDLED_RESOURCES, NAMESPACE, textsCameFromBundle } from './localeBackend';
import type enUS from './locales/en-US.json';

type EnglishTexts = typeof enUS;

let allEnglish: Promise<EnglishTexts> | undefined;
const pendingFor = new WeakMap<i18n, Promise<void>>();
const filled = new WeakSet<i18n>();

/**
 * The login route bundles only the English it shows. When the English file loaded, every area's
 * English is there; when it did not, the signed-in portal fetches the rest of the bundled English
 * (a chunk of its own: a normal start no longer downloads the English twice, 16 KB brotli on the
 * way to the first screen), so an area never shows raw keys. Texts that did load are kept.
 *
 * Returns `undefined` when nothing needs loading for this instance, else one promise per instance
 * (rejected when the chunk cannot be loaded after the one reload, as any chunk).
 */
export function allEnglishTextsFor(instance: i18n): Promise<void> | undefined {
  if (filled.has(instance) || !textsCameFromBundle(FALLBACK_LANGUAGE)) return undefined;
  let pending = pendingFor.get(instance);
  if (!pending) {
    allEnglish ??= importWithRetry(() => import('./locales/en-US.json'), 'all-english-texts').then(
      ({ default: texts }) => {
        // An instance created later (the server's language list changed) finds them bundled.
        BUNDLED_RESOURCES[FALLBACK_LANGUAGE] = { [NAMESPACE]: texts };
        return texts;
      },
    );
    pending = allEnglish.then((texts) => {
      instance.addResourceBundle(FALLBACK_LANGUAGE, NAMESPACE, texts, true, false);
      filled.add(instance);
    });
    pendingFor.set(instance, pending);
  }
  return pending;
}
