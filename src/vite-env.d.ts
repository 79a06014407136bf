/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_VERSION__: string;
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /** Error-reporting DSN; none turns error reporting off. */
  readonly VITE_SENTRY_DSN?: string;
  /** Dev only: `false` turns the msw mocks off and proxies /api/v1 to VITE_API_PROXY. */
  readonly VITE_MSW?: string;
  /** Dev only: the local identity provider's address the mock settings point at. */
  readonly VITE_DEV_OIDC_URL?: string;
  /** Extra OIDC scopes besides `openid`, space-separated. */
  readonly VITE_OIDC_EXTRA_SCOPES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The start-up part of the English translations (scripts/vite/startUpTexts.ts). */
declare module 'virtual:start-up-texts' {
  import type enUS from './i18n/locales/en-US.json';
  const texts: Pick<typeof enUS, 'app' | 'login' | 'errors' | 'layout' | 'notifications'>;
  export default texts;
}
