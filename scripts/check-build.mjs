// Guards the production build: no mock code, and the login screen within its download budget.
import { readFileSync, statSync } from 'node:fs';
import { initialAssets, listFiles, rel, sizes, staticClosure } from './build-report.mjs';
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

// A signed-in Dashboard start: the sign-in library's and the portal's chunks and the Dashboard's
// page, each with what it imports statically, beyond what the login screen loaded.
// Few files matter over HTTP/1.1's six connections on a phone (Lighthouse mobile 62-64 with 49
// files, 69-70 with 31), and the rest of MUI, the grid and the charts must stay out of it.
const MAX_DASHBOARD_START_FILES = 28;
const MAX_DASHBOARD_START_BROTLI = 195 * 1024;
const assets = shipped.filter((f) => /\/assets\/[^/]+\.js$/.test(f));
const chunk = (name) => assets.filter((f) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(f));
const startRoots = ['sessionChunk', 'SignedInPortal', 'DashboardPage'].flatMap(chunk);
if (startRoots.length !== 3) problems.push(`cannot find the signed-in start's chunks in dist/`);
const loginFiles = new Set(initialAssets());
const dashboardStart = staticClosure(startRoots).filter((f) => !loginFiles.has(f));
const dashboardBrotli = dashboardStart.reduce((sum, f) => sum + sizes(f).brotli, 0);
console.log(
  `a signed-in Dashboard start: ${dashboardStart.length} files (at most ${MAX_DASHBOARD_START_FILES}), ${(dashboardBrotli / 1024).toFixed(1)} KB brotli (at most ${MAX_DASHBOARD_START_BROTLI / 1024})`,
);
if (dashboardStart.length > MAX_DASHBOARD_START_FILES)
  problems.push(
    `a signed-in Dashboard start loads ${dashboardStart.length} files (at most ${MAX_DASHBOARD_START_FILES})`,
  );
if (dashboardBrotli > MAX_DASHBOARD_START_BROTLI)
  problems.push(
    `a signed-in Dashboard start loads ${dashboardBrotli} B brotli (at most ${MAX_DASHBOARD_START_BROTLI})`,
  );
// The signed-in portal's code is not the login screen's to wait for.
for (const file of startRoots) {
  if (loginFiles.has(file)) problems.push(`the login screen downloads ${rel(file)}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`✓ ${shipped.length} shipped files hold no mock code`);
