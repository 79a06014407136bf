// Guards the production build: no mock code, and the login screen within its download budget.
import { readFileSync, statSync } from 'node:fs';
import { DIST, initialAssets, listFiles, rel, sizes } from './build-report.mjs';
import { COMPRESSIBLE, MIN_BYTES } from './compressible.mjs';

const BUDGET_BROTLI_BYTES = 140 * 1024;
const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  'msw',
  'createHandlers',
  'onUnhandledRequest',
];
const problems = [];

const shipped = listFiles().filter((f) => !f.endsWith('.map'));
for (const file of shipped) {
  if (/mockServiceWorker/i.test(file)) problems.push(`mock worker shipped: ${rel(file)}`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (new RegExp(`\\b${marker}\\b`).test(text))
      problems.push(`"${marker}" found in ${rel(file)}`);
  }
}

// nginx sends these forms as they are (gzip_static, brotli_static): a file without them would be
// compressed per request, at a weaker level.
const names = new Set(shipped);
for (const file of shipped) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  for (const form of ['br', 'gz']) {
    if (!names.has(`${file}.${form}`)) problems.push(`no precompressed .${form}: ${rel(file)}`);
  }
}

const initialJs = initialAssets().filter((f) => f.endsWith('.js'));
const brotli = initialJs.reduce((sum, f) => sum + sizes(f).brotli, 0);
console.log(
  `initial JS for the login screen: ${(brotli / 1024).toFixed(1)} KB brotli (budget 140 KB)`,
);
if (brotli > BUDGET_BROTLI_BYTES)
  problems.push(`initial JS ${brotli} B brotli exceeds ${BUDGET_BROTLI_BYTES} B`);

// The router belongs to the signed-in portal: one stray import from the start-up (a hook in a
// shared helper) once added 25 KB to the login screen, far under the budget yet a quarter more.
const ROUTER_MARKER = 'may be used only in the context of a <Router>';
for (const file of initialJs) {
  if (readFileSync(file, 'utf8').includes(ROUTER_MARKER))
    problems.push(`the router is in the login screen's JavaScript: ${rel(file)}`);
}

// The login screen prefetches the signed-in shell and the deep-linked area from this map: it must
// name existing files, or the first signed-in screen quietly waits for the network again.
const indexHtml = readFileSync(
  listFiles().find((f) => f.endsWith('/index.html')),
  'utf8',
);
const mapText = /<script type="application\/json" id="signed-in-prefetch">([^<]*)<\/script>/.exec(
  indexHtml,
)?.[1];
const prefetchMap = mapText ? JSON.parse(mapText) : {};
for (const key of ['shell', 'homepage', 'dashboard', 'incoming']) {
  if (!prefetchMap[key]?.length) problems.push(`index.html's prefetch map lacks "${key}"`);
}
// MUI as a start uses it travels in one file, and so do the portal's own modules a start
// evaluates (vite.config.ts): split by the sets of areas sharing each, a signed-in Dashboard start
// was 49 files, then 32, each a preload and a request over six HTTP/1.1 connections (Lighthouse
// mobile 62-64 with 49 files, 69-70 with 31; the largest paint sooner with 15).
const MAX_DASHBOARD_START_FILES = 20;
// The rest of MUI, the grid, the charts and the form library stay out of it (160 KB when set).
const MAX_DASHBOARD_START_BROTLI = 175 * 1024;
const dashboardStart = new Set([...(prefetchMap.shell ?? []), ...(prefetchMap.dashboard ?? [])]);
const dashboardBrotli = [...dashboardStart].reduce(
  (sum, href) => sum + sizes(`${DIST}${href.slice(1)}`).brotli,
  0,
);
console.log(
  `a signed-in Dashboard start: ${dashboardStart.size} files (at most ${MAX_DASHBOARD_START_FILES}), ${(dashboardBrotli / 1024).toFixed(1)} KB brotli (at most ${MAX_DASHBOARD_START_BROTLI / 1024})`,
);
if (dashboardStart.size > MAX_DASHBOARD_START_FILES)
  problems.push(
    `a signed-in Dashboard start loads ${dashboardStart.size} files (at most ${MAX_DASHBOARD_START_FILES})`,
  );
if (dashboardBrotli > MAX_DASHBOARD_START_BROTLI)
  problems.push(
    `a signed-in Dashboard start loads ${dashboardBrotli} B brotli (at most ${MAX_DASHBOARD_START_BROTLI})`,
  );
// Those files are the signed-in portal's: the login screen must not wait for them.
for (const file of initialJs) {
  if (/(^|[\\/])(portal-base|mui|mui-more)-[^/\\]+\.js$/.test(file))
    problems.push(`the login screen downloads a file of the signed-in portal: ${rel(file)}`);
}
const shippedNames = new Set(shipped.map((f) => `/${rel(f)}`));
for (const href of Object.values(prefetchMap).flat()) {
  if (!shippedNames.has(href)) problems.push(`prefetch map names a missing file: ${href}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`✓ ${shipped.length} shipped files hold no mock code`);
