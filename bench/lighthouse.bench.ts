import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Page as Tab } from 'puppeteer-core';
import { submitIdpLogin } from '../e2e/helpers/login';
import { PORTAL_URL } from '../e2e/helpers/env';
import { portal } from '../e2e/helpers/portal';
import { report } from './measure';

/** Loopback only: Lighthouse and puppeteer talk to this browser over it. */
const DEBUGGING_PORT = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);
/** Lighthouse's figures swing from run to run on a shared machine: the median of several. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      '--remote-debugging-address=127.0.0.1',
    ],
  });
}

/**
 * Lighthouse's performance score of the signed-in Dashboard, measured inside the tab that signed
 * in (the portal keeps the session per tab), with an empty HTTP cache: mobile preset (throttled
 * 4G and CPU, Lighthouse's default) and desktop preset, each the median of BENCH_LIGHTHOUSE_RUNS.
 */
test('Lighthouse on the signed-in Dashboard', async () => {
  test.setTimeout(10 * 60_000);
  const browser = await launch();
  try {
    const page = await browser.newPage({ baseURL: PORTAL_URL });
    await page.goto('/dashboard?lng=en-US');
    await portal(page).signInButton.click();
    await submitIdpLogin(page);
    await expect(portal(page).pageHeading).toHaveText('Dashboard');
    const rows = await scoreTab('/dashboard', 'dashboard');
    report('Lighthouse, signed-in Dashboard (empty HTTP cache)', rows);
  } finally {
    await browser.close();
  }
});

/** The first visit's screen, which the signed-in work must not make slower: a fresh browser. */
test('Lighthouse on the login screen', async () => {
  test.setTimeout(10 * 60_000);
  const browser = await launch();
  try {
    const page = await browser.newPage({ baseURL: PORTAL_URL });
    await page.goto('/?lng=en-US');
    await expect(portal(page).signInButton).toBeVisible();
    report('Lighthouse, login screen (empty HTTP cache)', await scoreTab('/', 'login'));
  } finally {
    await browser.close();
  }
});

async function scoreTab(path: string, name: string): Promise<[string, string][]> {
  const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
  try {
    const tabs = await remote.pages();
    const tab = tabs.find((candidate) => new URL(candidate.url()).pathname === path);
    if (!tab) throw new Error(`no tab shows ${path}`);
    const rows: [string, string][] = [];
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const results: RunResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(tab, `${PORTAL_URL}${path}`, config);
        // The whole report, for finding what holds a score back (BENCH_LIGHTHOUSE_REPORT=dir).
        const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(
            `${reportDir}/lighthouse-${name}-${preset}-${run}.json`,
            JSON.stringify(lhr),
          );
        }
        results.push(summarise(lhr));
      }
      const middle = [...results].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)]!;
      rows.push([
        `${preset}: performance score (median of ${RUNS})`,
        `${middle.score} (FCP ${middle.fcp}, LCP ${middle.lcp}, TBT ${middle.tbt}, CLS ${middle.cls}); all: ${results.map((r) => r.score).join(', ')}`,
      ]);
      if (middle.element) rows.push([`${preset}: largest paint`, middle.element.slice(0, 70)]);
    }
    return rows;
  } finally {
    await remote.disconnect();
  }
}

async function audit(tab: Tab, url: string, config: typeof desktopConfig | undefined) {
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // Storage stays (a signed-in session lives there); the HTTP cache was emptied above.
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
    config,
    tab,
  );
  if (!result?.lhr) throw new Error('Lighthouse returned no report');
  return result.lhr;
}

interface RunResult {
  score: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  element?: string;
}

function summarise(lhr: Result): RunResult {
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    element: lcp?.items?.[0]?.items?.[0]?.node?.nodeLabel,
  };
}
