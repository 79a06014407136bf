import { startTransition } from 'react';
import { flushSync } from 'react-dom';

type OnWidth = (width: number) => void;

interface Watcher {
  onWidth: OnWidth;
  background: boolean;
}

const watched = new Map<Element, Watcher>();
let observer: ResizeObserver | undefined;

function deliver(entries: ResizeObserverEntry[]) {
  const reports: [Watcher, number][] = [];
  for (const entry of entries) {
    const watcher = watched.get(entry.target);
    const width = Math.floor(entry.contentRect.width);
    // A box hidden meanwhile (display: none) reports zero: its chart stays as it was drawn.
    if (watcher && width > 0) reports.push([watcher, width]);
  }
  // Every small chart laid out in this frame renders at once, before the frame is painted: drawn
  // at its size the first time, instead of at zero and again after reading its box mid-render.
  flushSync(() => {
    for (const [watcher, width] of reports) if (!watcher.background) watcher.onWidth(width);
  });
  // A large chart renders in a transition, which React renders in slices the browser can paint
  // between: drawn in one go it held the page still (on a slow phone, a fifth of a second).
  startTransition(() => {
    for (const [watcher, width] of reports) if (watcher.background) watcher.onWidth(width);
  });
}

/**
 * Reports an element's content width after each layout that changes it, from one observer for
 * every chart on the page: before the next paint, or with `background` in a transition. Returns
 * the stop. Without ResizeObserver (tests), reports nothing.
 */
export function observeWidth(
  element: Element,
  onWidth: OnWidth,
  { background = false }: { background?: boolean } = {},
): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  observer ??= new ResizeObserver(deliver);
  watched.set(element, { onWidth, background });
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}
