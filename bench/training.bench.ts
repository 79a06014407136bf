import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { submitIdpLogin } from '../e2e/helpers/login';
import { portal } from '../e2e/helpers/portal';
import { RUNS, median, ms, report } from './measure';

/**
 * npm run bench:training — the Training area at size: the import dry run of a 10,000-line CSV
 * in the mock (BENCH_IMPORT_LINES), and the intents table with 2,000 intents of 50 examples each
 * (BENCH_INTENTS, BENCH_EXAMPLES_PER_INTENT; 100,000 examples, server-paged): long tasks over
 * 50 ms while searching and paging. The training data is reset before and after.
 */
const IMPORT_LINES = Number(process.env.BENCH_IMPORT_LINES ?? 10_000);
const INTENTS = Number(process.env.BENCH_INTENTS ?? 2_000);
const PER_INTENT = Number(process.env.BENCH_EXAMPLES_PER_INTENT ?? 50);
/** Rows per import request: under the proxy's limit for imports, with room to spare. */
const CHUNK = 20_000;

const csv = (rows: string[]) => ['intent,text,language', ...rows].join('\n');
const row = (intent: number, example: number) =>
  `bench.intent_${intent},Bench sentence ${example} about topic ${intent},en-US`;

const reset = async (request: APIRequestContext) =>
  expect((await request.put('/api/v1/__mock__/reset?scope=training')).status()).toBe(204);

async function importCsv(request: APIRequestContext, rows: string[], dryRun: boolean) {
  const response = await request.post('/api/v1/nlu/imports', {
    data: { format: 'csv', mode: 'merge', dryRun, content: csv(rows) },
    timeout: 120_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { added: number; errors: unknown[] };
}

/** Runs `act` in the page while collecting long tasks; their durations. */
async function longTasksDuring(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await act();
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

const over50 = (tasks: number[]) =>
  `${tasks.filter((duration) => duration > 50).length} (longest ${ms(Math.max(0, ...tasks)).trim()})`;

test('the Training area at size: a 10,000-line import check, 2,000 intents', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await reset(page.request);

  const importRows = Array.from({ length: IMPORT_LINES }, (_, index) => row(index % 500, index));
  const dryRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = Date.now();
    const result = await importCsv(page.request, importRows, true);
    dryRuns.push(Date.now() - start);
    expect(result).toMatchObject({ added: IMPORT_LINES, errors: [] });
  }

  const seedStart = Date.now();
  const all = Array.from({ length: INTENTS * PER_INTENT }, (_, index) =>
    row(index % INTENTS, index),
  );
  for (let start = 0; start < all.length; start += CHUNK) {
    await importCsv(page.request, all.slice(start, start + CHUNK), false);
  }
  const seeded = Date.now() - seedStart;

  await page.goto('/train?lng=en-US');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expect(portal(page).pageHeading).toHaveText('Training');
  const grid = page.getByRole('grid', { name: 'Intents' });
  await expect(grid.getByRole('link', { name: 'address.change' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search intents' });
  const searching = await longTasksDuring(page, async () => {
    await search.pressSequentially('intent_19', { delay: 60 });
    await expect(page).toHaveURL(/[?&]q=intent_19/);
    await expect(grid.getByRole('link', { name: 'address.change' })).toHaveCount(0);
  });
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(grid.getByRole('link', { name: 'address.change' })).toBeVisible();
  // Ten pages forward, or as many as a smaller run has.
  const pages = Math.min(10, Math.floor(INTENTS / 25));
  const paging = await longTasksDuring(page, async () => {
    // Each page is turned once its rows are on screen: the footer names their range. Read with
    // one cheap query, not a locator, whose polling walks the whole page and would itself add
    // long tasks to the figure.
    const shown = (page0: number) =>
      page.waitForFunction(
        (first) =>
          new RegExp(`^${first}–[\\d,]+ of [\\d,]+$`).test(
            document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '',
          ),
        page0 * 25 + 1,
      );
    for (let step = 0; step < pages; step += 1) {
      await shown(step);
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${step + 2}`));
    }
    await shown(pages);
  });
  const scrolling = await longTasksDuring(page, async () => {
    for (let step = 0; step < 30; step += 1) {
      await page.mouse.wheel(0, step < 15 ? 400 : -400);
      await page.waitForTimeout(16);
    }
  });
  await reset(page.request);

  report('Training area at size', [
    [
      `import dry run, ${IMPORT_LINES.toLocaleString('en-US')} CSV lines (median of ${RUNS})`,
      ms(median(dryRuns)),
    ],
    [`seeding ${INTENTS.toLocaleString('en-US')} intents × ${PER_INTENT} examples`, ms(seeded)],
    ['long tasks over 50 ms: typing a search', over50(searching)],
    [`long tasks over 50 ms: ${pages} pages forward`, over50(paging)],
    ['long tasks over 50 ms: scrolling the page', over50(scrolling)],
  ]);
});
