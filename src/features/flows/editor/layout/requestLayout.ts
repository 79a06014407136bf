import type { LayoutInput } from './layoutGraph';

type Positions = Record<string, { x: number; y: number }>;

/**
 * Auto-layout in a Web Worker; one worker per request, ended with it. Where there are no workers
 * (tests in jsdom) the same layout runs here, loaded on demand.
 */
export async function requestLayout(input: LayoutInput): Promise<Positions> {
  if (typeof Worker === 'undefined') {
    const { layoutGraph } = await import('./layoutGraph');
    return layoutGraph(input);
  }
  const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<Positions>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<Positions>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage({
        nodes: input.nodes.map(({ id }) => ({ id })),
        edges: input.edges.map(({ source, target }) => ({ source, target })),
      });
    });
  } finally {
    worker.terminate();
  }
}
