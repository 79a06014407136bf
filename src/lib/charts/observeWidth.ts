import { flushSync } from 'react-dom';

type OnWidth = (width: number) => void;

const watched = new Map<Element, OnWidth>();
let observer: ResizeObserver | undefined;

function deliver(entries: ResizeObserverEntry[]) {
  // Every chart laid out in this frame renders at once, before the frame is painted: drawn at
  // its size the first time, instead of at zero and again after reading its box mid-render.
  flushSync(() => {
    for (const entry of entries) {
      const width = Math.floor(entry.contentRect.width);
      // A box hidden meanwhile (display: none) reports zero: its chart stays as it was drawn.
      if (width > 0) watched.get(entry.target)?.(width);
    }
  });
}

/**
 * Reports an element's content width after each layout that changes it, from one observer for
 * every chart on the page. Returns the stop. Without ResizeObserver (tests), reports nothing.
 */
export function observeWidth(element: Element, onWidth: OnWidth): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  observer ??= new ResizeObserver(deliver);
  watched.set(element, onWidth);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}
