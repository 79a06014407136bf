/**
 * Test support for the i18n tests (not used by the app): locale handlers, a request log and the
 * detection sources of the browser.
 */
import { delay, http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '../mocks/node';

/** The text the mocked server serves for `app.productName` in each language. */
export function serverProductName(language: string): string {
  return `NEO Portal (${language})`;
}

export interface LocaleRequest {
  url: URL;
  language: string;
  /** Date.now() when the request arrived (fake clock in the timer tests). */
  at: number;
}

type LocaleAnswer = 'ok' | 'slow' | 'server-error' | 'not-found' | 'network-error';

/**
 * Serves `/locales/<lng>.json`; `answer` decides per language (default: every one loads).
 * Returns the log of the locale requests.
 */
export function serveLocales(answer: (language: string) => LocaleAnswer = () => 'ok') {
  const requests: LocaleRequest[] = [];
  server.use(
    http.get('*/locales/:lng.json', async ({ request, params }) => {
      const language = String(params.lng);
      requests.push({ url: new URL(request.url), language, at: Date.now() });
      switch (answer(language)) {
        case 'server-error':
          return new HttpResponse(null, { status: 503 });
        case 'not-found':
          return new HttpResponse(null, { status: 404 });
        case 'network-error':
          return HttpResponse.error();
        case 'slow':
          await delay(50);
          return HttpResponse.json({ app: { productName: serverProductName(language) } });
        default:
          return HttpResponse.json({ app: { productName: serverProductName(language) } });
      }
    }),
  );
  return requests;
}

/** Records the URL of every request the msw server sees, handled or not. */
export function recordAllRequests(): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    urls.push(request.url);
  };
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}

export interface DetectionSources {
  query?: string;
  cookie?: string;
  localStorage?: string;
  sessionStorage?: string;
  navigator?: string[];
  htmlLang?: string;
}

/** Sets every detection source the detector reads; a source left out is cleared. */
export function setDetectionSources(sources: DetectionSources): void {
  window.history.replaceState(
    null,
    '',
    sources.query === undefined ? '/' : `/?lng=${sources.query}`,
  );
  document.cookie =
    sources.cookie === undefined
      ? 'i18next=; Max-Age=0; path=/'
      : `i18next=${sources.cookie}; path=/`;
  if (sources.localStorage === undefined) localStorage.removeItem('i18nextLng');
  else localStorage.setItem('i18nextLng', sources.localStorage);
  if (sources.sessionStorage === undefined) sessionStorage.removeItem('i18nextLng');
  else sessionStorage.setItem('i18nextLng', sources.sessionStorage);
  const navigatorLanguages = sources.navigator ?? [];
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(navigatorLanguages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(navigatorLanguages[0] ?? '');
  if (sources.htmlLang === undefined) document.documentElement.removeAttribute('lang');
  else document.documentElement.setAttribute('lang', sources.htmlLang);
}

/** Clears every detection source (afterEach). */
export function clearDetectionSources(): void {
  setDetectionSources({});
  vi.restoreAllMocks();
}
