import { expect, test } from '@playwright/test';
import { submitIdpLogin } from '../e2e/helpers/login';
import { portal } from '../e2e/helpers/portal';
import { validateFlow } from '../src/features/flows/model/validateFlow';
import { largeFlow } from './flowGraph';
import { RUNS, median, ms, report } from './measure';

/**
 * npm run bench:flows — the flow editor at size (BENCH_FLOW_NODES, 1,000 by default): time to
 * open a flow until its start step is on screen, the live validation's time, and frame times
 * and long tasks while panning and zooming at the zoom the flow opens at (requestAnimationFrame
 * and a `longtask` observer in the page), in a 1440×900 window. The zoom and the size its step
 * titles render at are printed beside the figures. The flows are reset before and after.
 */
const SIZE = Number(process.env.BENCH_FLOW_NODES ?? 1000);
const FRAMES = Number(process.env.BENCH_FLOW_FRAMES ?? 60);

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

test.use({ viewport: { width: 1440, height: 900 } });

test('the flow editor at size', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const reset = () => page.request.put('/api/v1/__mock__/reset?scope=flows');
  expect((await reset()).status()).toBe(204);
  const graph = largeFlow(SIZE);
  const languages = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'] as const;

  // The editor validates on every change: the figure is the warm one (median of 10 after the
  // first run); the first, cold run (parsing and compiling included) is shown beside it.
  const validations: number[] = [];
  for (let run = 0; run < 11; run += 1) {
    const start = performance.now();
    const problems = validateFlow({ ...graph, languages: [...languages] });
    validations.push(performance.now() - start);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  }

  const created = await page.request.post('/api/v1/flows', {
    data: { name: 'Bench flow', botId: 'bot-default', template: 'blank' },
  });
  expect(created.status()).toBe(201);
  const flow = (await created.json()) as { id: string; version: number };
  const saved = await page.request.put(`/api/v1/flows/${flow.id}`, {
    data: { name: 'Bench flow', ...graph, version: flow.version },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/flows?lng=en-US');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expect(portal(page).pageHeading).toHaveText('Flows');

  const opens: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/flows?lng=en-US');
    await expect(portal(page).pageHeading).toHaveText('Flows');
    const start = Date.now();
    await page.goto(`/flows/${flow.id}?lng=en-US`);
    await page.waitForFunction(() =>
      document.querySelector('.react-flow__node[data-id="start"] .flow-node'),
    );
    opens.push(Date.now() - start);
  }

  // The zoom the flow opened at, and the size a step's text renders at in it.
  const view = await page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport')!;
    const zoom = new DOMMatrix(getComputedStyle(viewport).transform).a;
    // The smallest of a step's texts (type, title, summary); older builds had one text per step.
    const texts = [
      ...document.querySelectorAll<HTMLElement>(
        '.react-flow__node :is(.flow-node__type, .flow-node__title, .flow-node__summary)',
      ),
    ];
    const sizes = (
      texts.length > 0 ? texts : [...document.querySelectorAll<HTMLElement>('.flow-node')]
    ).map((text) => parseFloat(getComputedStyle(text).fontSize));
    return { zoom, textPx: Math.min(...sizes) * zoom };
  });

  const pane = page.locator('.react-flow__pane');
  const box = (await pane.boundingBox())!;
  // Dragged from the pane's left edge, where no step lies: a pan, not a step being moved.
  const centre = { x: box.x + 12, y: box.y + box.height / 2 };
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __longTasks: number[] };
    w.__frames = [];
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let step = 0; step < FRAMES; step += 1) {
    await page.mouse.move(centre.x + (step % 20) * 12, centre.y - (step % 30) * 8, { steps: 1 });
  }
  await page.mouse.up();
  for (let step = 0; step < FRAMES / 2; step += 1) {
    await page.mouse.wheel(0, step < FRAMES / 4 ? 60 : -60);
    await page.waitForTimeout(16);
  }
  const { frames, longTasks } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __longTasks: number[] };
    return { frames: w.__frames.slice(1), longTasks: w.__longTasks };
  });
  expect((await reset()).status()).toBe(204);

  report(`Flow editor with ${SIZE.toLocaleString('en-US')} steps`, [
    [`open until the start step shows (median of ${RUNS})`, ms(median(opens))],
    [
      'validation of the whole flow (median of 10; first run)',
      `${median(validations.slice(1)).toFixed(1).padStart(6)} ms (${validations[0]!.toFixed(1)} ms)`,
    ],
    [
      'zoom on opening (step text as rendered)',
      `${view.zoom.toFixed(2)} (${view.textPx.toFixed(1)} px)`,
    ],
    ['pan and zoom: median frame', `${median(frames).toFixed(1).padStart(6)} ms`],
    [
      'pan and zoom: 95th percentile frame',
      `${percentile(frames, 0.95).toFixed(1).padStart(6)} ms`,
    ],
    [
      'pan and zoom: long tasks over 50 ms',
      `${longTasks.filter((duration) => duration > 50).length} (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`,
    ],
  ]);
});
