import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bootScreen } from './scripts/vite/bootScreen.ts';
import { localesAtSiteRoot } from './scripts/vite/localesAtSiteRoot.ts';
import { precompress } from './scripts/vite/precompress.ts';
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

/** Component tests that need an environment of their own (see the test projects below). */
const ISOLATED_COMPONENT_TESTS = '{src,tests}/**/*.isolated.test.tsx';

export default defineConfig({
  plugins: [
    react(),
    mswWorkerInDevOnly(),
    localesAtSiteRoot(new URL('./src/i18n/locales/', import.meta.url)),
    startUpTexts(new URL('./src/i18n/locales/en-US.json', import.meta.url)),
    bootScreen(),
    precompress(),
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
              // MUI and emotion in one file: left to the automatic split, they became a file per
              // set of areas sharing a component (a signed-in start of 36 files instead of 25,
              // each a request over HTTP/1.1's six connections). The login screen uses none of it.
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|stylis[\\/]|react-transition-group[\\/]|@popperjs[\\/])/,
              // React and clsx stay where they are: React is the login screen's.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // Components (.tsx) are tested in jsdom; logic (.ts) in plain Node, which starts in a fraction
    // of jsdom's time: a .ts test that reads browser APIs says so with `@vitest-environment jsdom`.
    // Component test files share one jsdom and one module cache per worker (`isolate: false`):
    // setting up jsdom and loading MUI, React and the kit for every file took a third of their
    // time (component files: 222 s each isolated, 129-163 s shared, three shuffled runs). Each
    // file starts as after a page load (src/testing/freshPage.ts). A file that mocks modules
    // (vi.mock) or replaces a browser global that a module keeps cannot share: it is named
    // `*.isolated.test.tsx` and gets a fresh environment (ESLint allows vi.mock only there).
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ISOLATED_COMPONENT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          include: [ISOLATED_COMPONENT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          setupFiles: ['./vitest.setup.logic.ts'],
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
    ],
    // A worker per core: Vitest's default leaves one core to its main process, which mostly
    // waits, so a 2-core machine ran one file at a time (513 s for the suite; 340 s with two).
    maxWorkers: availableParallelism(),
    // CI machines have 2 shared cores and pages load lazy chunks through jsdom: limits that
    // guard against hangs, not performance checks (those live in `npm run bench`).
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
