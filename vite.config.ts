import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bootScreen } from './scripts/vite/bootScreen.ts';
import { localesAtSiteRoot } from './scripts/vite/localesAtSiteRoot.ts';
import { noChunkCycles } from './scripts/vite/noChunkCycles.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { signedInPrefetch } from './scripts/vite/signedInPrefetch.ts';
import { startModules } from './scripts/vite/startModules.ts';
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

// What the login screen and a signed-in start (the shell, then the Dashboard or Home) evaluate,
// read from the module graph at build time: the code-splitting groups below follow it.
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const start = startModules({
  login: ENTRY,
  signedIn: [
    /[\\/]src[\\/]app[\\/]SignedInPortal\.tsx$/,
    /[\\/]src[\\/]features[\\/](dashboard[\\/]DashboardPage|homepage[\\/]HomePage)\.tsx$/,
  ],
});
const MUI =
  /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|stylis[\\/]|react-transition-group[\\/]|@popperjs[\\/])/;
// The portal's shared code; an area's own modules stay with its page (and what the page loads
// later, such as the Dashboard's charts, stays known to the login screen's prefetch).
const SHARED_CODE = /[\\/]src[\\/](?!features[\\/]).*\.tsx?$/;
// The router travels with the shared code, which builds on it. Left to the automatic split, it
// went with the routes (areaRoutes.tsx), which import the shared code while the shared code
// imported the router from them: two files importing each other (see noChunkCycles).
const ROUTER = /node_modules[\\/]react-router[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    mswWorkerInDevOnly(),
    localesAtSiteRoot(new URL('./src/i18n/locales/', import.meta.url)),
    startUpTexts(new URL('./src/i18n/locales/en-US.json', import.meta.url)),
    signedInPrefetch(),
    bootScreen(),
    start.plugin,
    precompress(),
    noChunkCycles(),
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
              // What the login screen evaluates besides the entry, in one file: left to the
              // automatic split, what it shares with the signed-in portal's chunks (React, i18next,
              // the settings, the language) became ten files of 1-18 KB, each a request before
              // the first screen (over six HTTP/1.1 connections on a phone, a round trip each
              // in turn). The signed-in portal's chunks import from it; it is loaded anyway.
              name: 'boot',
              priority: 4,
              test: (id) => start.atLogin(id) && !ENTRY.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // MUI and emotion as a signed-in start uses them, in one file, instead of a file
              // per set of areas sharing a component (30 small files at a signed-in start): each
              // file is a request over six HTTP/1.1 connections and a preload the start script
              // adds. The login screen uses none of it; MUI X stays with the grid and the charts.
              name: 'mui',
              priority: 3,
              test: (id) => MUI.test(id) && start.atSignedInStart(id),
              // Their dependencies (React, clsx) stay where they are: React is the login's.
              includeDependenciesRecursively: false,
            },
            {
              // The rest of MUI (dialogs, tabs, tables, autocomplete...), for the areas that
              // use it: one more file for them, not bytes that hold a Dashboard start back.
              name: 'mui-more',
              priority: 2,
              test: MUI,
              includeDependenciesRecursively: false,
            },
            {
              // The portal's shared modules a signed-in start evaluates (layout, formatting, list
              // state, the query client, the theme), in one file. Left to the automatic split,
              // each set of areas sharing one became a file of its own, down to 141 bytes. The
              // login screen's modules, the pages loaded on demand and the areas' own modules
              // keep their files.
              name: 'portal-base',
              priority: 1,
              test: (id) =>
                (SHARED_CODE.test(id) || ROUTER.test(id)) &&
                start.atSignedInStart(id) &&
                !start.atLogin(id) &&
                !start.loadedOnDemand(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Components (.tsx) are tested in jsdom; logic (.ts) in plain Node, which starts in a fraction
    // of jsdom's time: a .ts test that reads browser APIs says so with `@vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
    ],
    // CI machines have 2 shared cores and pages load lazy chunks through jsdom: limits that
    // guard against hangs, not performance checks (those live in `npm run bench`).
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
