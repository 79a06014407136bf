import type { CDPSession, Page } from '@playwright/test';

/** Runs per figure: BENCH_RUNS (5 by default; CI's smoke run uses 1). */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

export function report(title: string, rows: [string, string][]): void {
  console.log(`\n${title}`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(52)} ${value}`);
}

/**
 * In the page: `shownH1` (the h1 of the page on screen) and `shownHas(selector)`. Pages the
 * person left stay in <main>, hidden, so only `main`'s visible children count.
 */
export const SHOWN_PAGE = `
  const shownParts = [...document.querySelectorAll('main > *')].filter((part) =>
    part.checkVisibility(),
  );
  const shownHas = (selector) =>
    shownParts.some((part) => part.matches(selector) || part.querySelector(selector));
  const shownH1 = shownParts.map((part) => part.querySelector('h1')).find(Boolean);`;

/**
 * Whether the page has settled on an area: its h1 reads `heading`, and nothing on screen in
 * <main> is still loading (spinners, skeletons, busy regions). Evaluated in the page.
 */
export function settledSource(heading: string): string {
  return `(() => {${SHOWN_PAGE}
    if (!shownH1 || shownH1.textContent.trim() !== ${JSON.stringify(heading)}) return false;
    return !shownHas('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]');
  })()`;
}

/**
 * Whether a visited area shows its content: its h1 reads `heading` and nothing is a placeholder
 * (skeletons). Cached data on screen counts even while it is refreshed in the background.
 */
export function contentShownSource(heading: string): string {
  return `(() => {${SHOWN_PAGE}
    if (!shownH1 || shownH1.textContent.trim() !== ${JSON.stringify(heading)}) return false;
    return !shownHas('.MuiSkeleton-root');
  })()`;
}

/**
 * Clicks `selector` in the page and measures, frame by frame, until `settled` holds: the time a
 * person waits, without the test runner's polling in between.
 */
export async function timeClickUntil(page: Page, selector: string, settled: string) {
  return page.evaluate(
    async ({ selector, settled }) => {
      const target = document.querySelector<HTMLElement>(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const check = new Function(`return ${settled};`) as () => boolean;
      const start = performance.now();
      target.click();
      await new Promise<void>((resolve, reject) => {
        const deadline = start + 30_000;
        const tick = () => {
          if (check()) resolve();
          else if (performance.now() > deadline) reject(new Error(`not settled: ${selector}`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      return performance.now() - start;
    },
    { selector, settled },
  );
}

/** The JS heap in use after a forced garbage collection. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** The JS heap split by what holds it, from a heap snapshot (after a forced garbage collection). */
export interface HeapComposition {
  /** Bytecode, compiled machine code and their metadata: grows with the code that has run. */
  code: number;
  /** Objects, strings, arrays and closures: what the portal keeps; a leak shows here. */
  data: number;
}

interface SnapshotMeta {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
}

export async function heapComposition(cdp: CDPSession): Promise<HeapComposition> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as SnapshotMeta;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const composition: HeapComposition = { code: 0, data: 0 };
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = types[nodes[index + typeAt]!];
    const size = nodes[index + sizeAt]!;
    // "native" is the browser's own memory (DOM, script sources), outside the JS heap.
    if (type === 'code') composition.code += size;
    else if (type !== 'native' && type !== 'synthetic') composition.data += size;
  }
  return composition;
}
