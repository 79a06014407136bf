type Report = (entries: { target: Element; contentRect: { width: number } }[]) => void;

/**
 * jsdom has no ResizeObserver. This one stands in for the page's, and the test plays the layout:
 * `widths` reports the widths a layout gave the observed boxes. Install it before the first
 * observer is made (the charts' one is made when the first chart mounts); `uninstall` after.
 */
export function installFakeResizeObserver() {
  const state = {
    report: undefined as Report | undefined,
    observed: new Set<Element>(),
    created: 0,
  };
  class FakeResizeObserver {
    constructor(report: Report) {
      state.report = report;
      state.created += 1;
    }
    observe(element: Element) {
      state.observed.add(element);
    }
    unobserve(element: Element) {
      state.observed.delete(element);
    }
    disconnect() {}
  }
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  return {
    state,
    /** The layout gave these boxes these widths: what the browser reports after a layout. */
    widths(entries: [Element, number][]) {
      state.report!(entries.map(([target, width]) => ({ target, contentRect: { width } })));
    },
    uninstall() {
      Reflect.deleteProperty(globalThis, 'ResizeObserver');
    },
  };
}
