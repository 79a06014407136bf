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
  preloadTranslations();
  preloadSignedInAtStart();
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

// Evaluating the entry's code is already the page's first long task on a slow phone: the start
// runs in the next one.
setTimeout(() => void start(), 0);
