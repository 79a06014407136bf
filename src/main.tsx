import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadSignedInAtStart } from './app/startUpChunks';
import { preloadTranslations } from './i18n/preloadTranslations';
import { startPortalSettingsLoad } from './settings/fetchSettings';
import { startErrorReportingWhenIdle } from './error-reporting/initErrorReporting';
import { installPreloadErrorReload } from './lib/lazy/lazyWithRetry';
import { applyBrandTokens } from './theme/brandTokens';
import './theme/fonts.css';
import './theme/base.css';

async function start() {
  // Dev-only mocks: this branch is removed from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW !== 'false') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  applyBrandTokens();
  installPreloadErrorReload();
  startPortalSettingsLoad();
  // After the settings request is on the wire (the API client sends it a few promise steps
  // later): the browser opens six connections per server over HTTP/1.1 and queues the rest in
  // the order asked, so preloads added now would put the settings behind some fifty files.
  setTimeout(() => {
    preloadTranslations();
    preloadSignedInAtStart();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startErrorReportingWhenIdle({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    hostname: window.location.hostname,
    release: __APP_VERSION__,
  });
}

void start();
