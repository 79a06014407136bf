// Guards the production build: no mock code, and the login screen within its download budget.
import { readFileSync } from 'node:fs';
import { initialAssets, listFiles, rel, sizes } from './build-report.mjs';

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
// MUI travels in one file (vite.config.ts): split by the sets of areas sharing each component, a
// signed-in Dashboard start was 49 files, each a preload and a request over six HTTP/1.1
// connections (Lighthouse mobile 62-64 against 69-70 with 31 files).
const MAX_DASHBOARD_START_FILES = 35;
const dashboardStart = new Set([...(prefetchMap.shell ?? []), ...(prefetchMap.dashboard ?? [])]);
console.log(
  `files of a signed-in Dashboard start: ${dashboardStart.size} (at most ${MAX_DASHBOARD_START_FILES})`,
);
if (dashboardStart.size > MAX_DASHBOARD_START_FILES)
  problems.push(
    `a signed-in Dashboard start loads ${dashboardStart.size} files (at most ${MAX_DASHBOARD_START_FILES})`,
  );
const shippedNames = new Set(shipped.map((f) => `/${rel(f)}`));
for (const href of Object.values(prefetchMap).flat()) {
  if (!shippedNames.has(href)) problems.push(`prefetch map names a missing file: ${href}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`✓ ${shipped.length} shipped files hold no mock code`);
