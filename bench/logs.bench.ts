import { expect, test, type Page, type Route } from '@playwright/test';
import type { LogEntry, LogPage } from '../src/lib/api-client/schema';
import { submitIdpLogin } from '../e2e/helpers/login';
import { portal } from '../e2e/helpers/portal';
import { heapAfterGc, mb, ms, report } from './measure';

/**
 * npm run bench:logs — the log view holding 100,000 lines: scrolling through them (long tasks
 * over 50 ms) and the heap before and after; then a tail of 20 new lines a second for two
 * minutes (BENCH_TAIL_SECONDS), whose heap must stay bounded by the lines kept.
 */
const LINES = Number(process.env.BENCH_LOG_LINES ?? 100_000);
const TAIL_SECONDS = Number(process.env.BENCH_TAIL_SECONDS ?? 120);
const LINES_PER_SECOND = 20;
const START = Date.parse('2026-11-24T00:00:00Z');

function line(seq: number): LogEntry {
  const level = (['debug', 'info', 'info', 'warn', 'error'] as const)[seq % 5]!;
  return {
    id: `bench-${seq}`,
    at: new Date(START + seq * 50).toISOString(),
    level,
    component: ['api', 'telephony', 'nlu', 'flow'][seq % 4]!,
    botId: seq % 3 ? 'bot-default' : null,
    conversationId: seq % 7 ? null : `conv-${seq % 500}`,
    traceId: `trace-${seq.toString(16)}`,
    message: `request ${seq} handled in ${seq % 900} ms`,
    attributes: { durationMs: seq % 900, host: `neo-${seq % 3}` },
  };
}

/** Answers GET /logs like the server: all lines at first, then new ones on every tail call. */
async function serveSyntheticLogs(page: Page) {
  let newest = LINES - 1;
  let last = Date.now();
  const first: LogPage = {
    items: Array.from({ length: LINES }, (_, index) => line(LINES - 1 - index)),
    nextCursor: null,
    latestCursor: String(newest),
  };
  const firstBody = JSON.stringify(first);
  await page.route('**/api/v1/logs?**', async (route: Route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('since')) {
      await route.fulfill({ contentType: 'application/json', body: firstBody });
      return;
    }
    // 20 lines a second since the last tail call.
    const now = Date.now();
    const count = Math.round(((now - last) / 1000) * LINES_PER_SECOND);
    last = now;
    const items = Array.from({ length: count }, (_, index) => line(newest + count - index));
    newest += count;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        items,
        nextCursor: null,
        latestCursor: String(newest),
      } satisfies LogPage),
    });
  });
}

test('the log view with 100,000 lines and a long tail', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await page.goto('/tech?lng=en-US');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expect(portal(page).pageHeading).toHaveText('Technical');
  const cdp = await page.context().newCDPSession(page);
  const before = await heapAfterGc(cdp);

  await serveSyntheticLogs(page);
  const loadStart = Date.now();
  await page.getByRole('link', { name: 'Logs', exact: true }).click();
  const region = page.getByRole('region', { name: 'Log lines, newest first' });
  await expect(region).toBeVisible({ timeout: 120_000 });
  const loaded = Date.now() - loadStart;
  // Paused while scrolling, so the figures are the scroll's alone.
  await page.getByRole('button', { name: 'Pause' }).click();
  const withLines = await heapAfterGc(cdp);

  // Two ways through the lines, one step per frame, long tasks collected meanwhile: a fast wheel
  // (200 px a frame) and jumps across the whole list (the scrollbar dragged, 1/200 a frame).
  const scrollThrough = (mode: 'wheel' | 'jumps') =>
    region.evaluate(async (element, how) => {
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const steps = how === 'wheel' ? 300 : 200;
      element.scrollTop = 0;
      const start = performance.now();
      for (let step = 1; step <= steps; step++) {
        element.scrollTop = how === 'wheel' ? step * 200 : (element.scrollHeight * step) / steps;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      const elapsed = performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      return {
        longTasks,
        elapsed,
        steps,
        rendered: element.querySelectorAll('[data-index]').length,
      };
    }, mode);
  const wheel = await scrollThrough('wheel');
  const jumps = await scrollThrough('jumps');
  const afterScroll = await heapAfterGc(cdp);

  await page.getByRole('button', { name: 'Follow new lines' }).click();
  await page.waitForTimeout(TAIL_SECONDS * 1000);
  const afterTail = await heapAfterGc(cdp);
  const shown = await page.getByRole('status').filter({ hasText: 'lines shown' }).textContent();

  const longTasks = (run: typeof wheel) =>
    `${run.longTasks.filter((duration) => duration > 50).length} of ${run.steps} frames (longest ${ms(Math.max(0, ...run.longTasks)).trim()}, ${ms(run.elapsed / run.steps).trim()} a frame)`;
  report(`Log view: ${LINES.toLocaleString('en-US')} lines`, [
    ['first answer to lines on screen', ms(loaded)],
    ['long tasks over 50 ms, fast wheel (200 px a frame)', longTasks(wheel)],
    ['long tasks over 50 ms, jumps across the list', longTasks(jumps)],
    ['rows in the page at a time', String(jumps.rendered)],
    ['JS heap before the lines', mb(before)],
    ['JS heap with the lines', `${mb(withLines)} (${mb(withLines - before)} more)`],
    ['JS heap after scrolling', mb(afterScroll)],
    [
      `JS heap after ${TAIL_SECONDS} s of 20 lines/s`,
      `${mb(afterTail)} (${mb(afterTail - afterScroll)} more; ${shown?.trim() ?? ''})`,
    ],
  ]);
});
