import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bootScreen } from './scripts/vite/bootScreen.ts';
import { localesAtSiteRoot } from './scripts/vite/localesAtSiteRoot.ts';
import { signedInPrefetch } from './scripts/vite/signedInPrefetch.ts';
import { startUpTexts } from './scripts/vite/startUpTexts.ts';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The msw worker script is served by the dev server only, so it never lands in dist/.
function mswWorkerInDevOnly(): Plugin {
  return {
    name: 'msw-worker-dev-only',
    apply: 'serve',
    configureServer(server) {
      const workerPath = require.resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(readFileSync(workerPath));
      });
    },
  };
}

// Build version: appended to locale URLs (?v=) so a deploy never serves stale translations.
const buildVersion = process.env.BUILD_VERSION ?? `${pkg.version}-${Date.now().toString(36)}`;
// Shown on the Technical page's build information; BUILD_TIME makes a build reproducible.
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();
const mockApiUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:9401';

export default defineConfig({
  plugins: [
    react(),
    mswWorkerInDevOnly(),
    localesAtSiteRoot(new URL('./src/i18n/locales/', import.meta.url)),
    startUpTexts(new URL('./src/i18n/locales/en-US.json', import.meta.url)),
    signedInPrefetch(),
    bootScreen(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_VERSION__: JSON.stringify(buildVersion),
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  server: { host: 'localhost', port: 5173, strictPort: true },
  // `vite preview` serves the production build; the API is answered by the mock HTTP server
  // built from the same msw handlers (see scripts/mock-api-server.ts).
  preview: {
    host: 'localhost',
    port: 4173,
    strictPort: true,
    proxy: { '/api/v1': { target: mockApiUrl, changeOrigin: false } },
  },
  // Source maps for error reporting are written but not referenced from the shipped files.
  build: {
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // MUI and emotion in one file for the signed-in portal, instead of a file per set
              // of areas sharing a component (30 small files at a signed-in start): each file is
              // a request over six HTTP/1.1 connections and a preload the start script adds.
              // The login screen uses none of it; MUI X stays with the grid and the charts.
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|stylis[\\/]|react-transition-group[\\/]|@popperjs[\\/])/,
              // Their dependencies (React, clsx) stay where they are: React is the login's.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    // CI machines have 2 shared cores and pages load lazy chunks through jsdom: limits that
    // guard against hangs, not performance checks (those live in `npm run bench`).
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
