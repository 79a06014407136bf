// What React Flow needs from a browser that jsdom lacks: it measures with ResizeObserver, reads
// the viewport transform with DOMMatrixReadOnly and sizes edge labels with getBBox. Sizes come from the nodes themselves
// (every node carries its width, height and handles), so no real measuring is needed in tests.

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IdentityMatrix {
  m22: number;
  constructor(transform?: string) {
    const scale = /scale\(([\d.]+)\)/.exec(transform ?? '');
    this.m22 = scale ? Number(scale[1]) : 1;
  }
}

export function installReactFlowDom(): void {
  if (typeof window === 'undefined') return;
  globalThis.ResizeObserver ??= NoResizeObserver;
  (globalThis as { DOMMatrixReadOnly?: unknown }).DOMMatrixReadOnly ??= IdentityMatrix;
  // Edge labels measure their text box.
  const svg = window.SVGElement.prototype as { getBBox?: () => DOMRect };
  svg.getBBox ??= () => new DOMRect(0, 0, 0, 0);
}
