import { expect, test } from '@playwright/test';
import { submitIdpLogin } from '../e2e/helpers/login';
import { portal } from '../e2e/helpers/portal';
import type { FlowTestInput, FlowTestRun } from '../src/lib/api-client/schema';
import { heapAfterGc, mb, median, ms, report, RUNS } from './measure';

/**
 * npm run bench:tests — conversation tests at size: a suite of BENCH_TESTS tests (200 by
 * default) of BENCH_TEST_TURNS turns each (10) run by the mock against a flow that asks and
 * answers in a loop; every other test expects a different reply on its last turn, so the results
 * hold failures with their first difference as well as passes. Figures: the run's time (the
 * mock walking every test), and on the results page the time until the first page of results is
 * shown, the longest main-thread task while they arrive, while every further page is asked for
 * and while the page scrolls to the end (target: none over 50 ms), and the heap with all shown. The flows (tests included) are reset
 * before and after.
 */
const TESTS = Number(process.env.BENCH_TESTS ?? 200);
const TURNS = Number(process.env.BENCH_TEST_TURNS ?? 10);
const TAG = 'bench';

const say5 = (text: string) => ({
  'de-DE': `${text} (de)`,
  'en-US': text,
  'ja-JP': `${text} (ja)`,
  'fr-FR': `${text} (fr)`,
  'it-IT': `${text} (it)`,
});

/** Start → ask → say what was heard → ask again: a conversation as long as the caller likes. */
const LOOP = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'ask_word',
      type: 'ask',
      position: { x: 0, y: 160 },
      data: { prompts: say5('Say a word.'), slot: 'word', entity: 'any', retries: 2 },
    },
    {
      id: 'say_heard',
      type: 'say',
      position: { x: 0, y: 320 },
      data: { texts: say5('I heard {word}.') },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: null, target: 'ask_word' },
    { id: 'e2', source: 'ask_word', sourceHandle: null, target: 'say_heard' },
    { id: 'e3', source: 'say_heard', sourceHandle: null, target: 'ask_word' },
  ],
};

function testOf(flowId: string, index: number): FlowTestInput {
  const words = Array.from({ length: TURNS - 1 }, (_, turn) => `word${index}x${turn}`);
  const failing = index % 2 === 1;
  return {
    name: `Bench test ${String(index).padStart(3, '0')}`,
    flowId,
    tags: [TAG],
    enabled: true,
    language: 'en-US',
    channel: 'chat',
    slots: {},
    startNodeId: null,
    outcome: null,
    turns: [
      {
        said: null,
        expect: {
          steps: ['ask_word'],
          reply: { text: 'Say a word.', match: 'exact' },
          intent: null,
          slots: null,
        },
      },
      ...words.map((word, turn) => ({
        said: word,
        expect: {
          steps: ['say_heard', 'ask_word'],
          reply: {
            text: failing && turn === words.length - 1 ? 'I heard nothing.' : `I heard ${word}.`,
            match: 'contains' as const,
          },
          intent: null,
          slots: { word },
        },
      })),
    ],
  };
}

test('conversation tests at size', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const reset = () => page.request.put('/api/v1/__mock__/reset?scope=flows');
  expect((await reset()).status()).toBe(204);
  const created = await page.request.post('/api/v1/flows', {
    data: { name: 'Bench loop', botId: 'bot-default', template: 'blank' },
  });
  expect(created.status()).toBe(201);
  const flow = (await created.json()) as { id: string; version: number };
  const saved = await page.request.put(`/api/v1/flows/${flow.id}`, {
    data: { name: 'Bench loop', ...LOOP, version: flow.version },
  });
  expect(saved.status()).toBe(200);
  for (let index = 0; index < TESTS; index += 1) {
    const test = await page.request.post('/api/v1/flow-tests', { data: testOf(flow.id, index) });
    expect(test.status()).toBe(201);
  }

  const runTimes: number[] = [];
  let run: FlowTestRun | undefined;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const start = Date.now();
    const answer = await page.request.post('/api/v1/flow-test-runs', {
      data: { botId: 'bot-default', tag: TAG, source: 'draft' },
      timeout: 120_000,
    });
    runTimes.push(Date.now() - start);
    expect(answer.status()).toBe(201);
    run = (await answer.json()) as FlowTestRun;
  }
  expect(run!.results).toHaveLength(TESTS);
  expect(run!.failed).toBe(Math.floor(TESTS / 2));

  await page.goto('/flows?lng=en-US');
  await portal(page).signInButton.click();
  await submitIdpLogin(page);
  await expect(portal(page).pageHeading).toHaveText('Flows');
  const cdp = await page.context().newCDPSession(page);

  const shows: number[] = [];
  const arriving: number[] = [];
  const paging: number[] = [];
  const scrolling: number[] = [];
  let heap = 0;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    await page.goto('/flows?lng=en-US');
    await expect(portal(page).pageHeading).toHaveText('Flows');
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const start = Date.now();
    // A click inside the app (no page load): the long-task observer stays.
    await page.evaluate((address) => {
      window.history.pushState({}, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/flows/tests/runs/${run!.id}`);
    // Failed tests come first: the first page starts with the first failing one.
    await expect(page.getByRole('heading', { name: 'Bench test 001' })).toBeVisible({
      timeout: 60_000,
    });
    shows.push(Date.now() - start);
    const taken = () =>
      page.evaluate(() => {
        const w = window as unknown as { __longTasks: number[] };
        const tasks = w.__longTasks;
        w.__longTasks = [];
        return Math.max(0, ...tasks);
      });
    arriving.push(await taken());
    // Every further page, as a person asks for it, until all results are shown.
    const more = page.getByRole('button', { name: /^Show \d+ more results?/ });
    while (await more.isVisible()) {
      await more.click();
      await page.waitForTimeout(50);
    }
    await expect(
      page.getByRole('heading', { name: `Bench test ${String(TESTS - 2).padStart(3, '0')}` }),
    ).toBeVisible();
    paging.push(await taken());
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(200);
    scrolling.push(await taken());
    heap = await heapAfterGc(cdp);
  }
  expect((await reset()).status()).toBe(204);

  report(`Conversation tests: ${TESTS} tests × ${TURNS} turns`, [
    [`run in the mock, until the answer (median of ${RUNS})`, ms(median(runTimes))],
    [`results page until the first page shows (median of ${RUNS})`, ms(median(shows))],
    ['longest main-thread task while results arrive (max)', ms(Math.max(...arriving))],
    ['longest main-thread task showing the further pages (max)', ms(Math.max(...paging))],
    ['longest main-thread task while scrolling (max)', ms(Math.max(...scrolling))],
    ['JS heap with the results shown (after GC)', mb(heap)],
  ]);
});
