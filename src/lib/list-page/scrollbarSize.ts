/**
 * The size of the data grid's scrollbar, measured by the first grid of the session. Every grid
 * of the portal has the same styles, so later grids take it instead of measuring again: MUI X
 * measures it with a probe element on every mount, which lays out the whole page in the middle
 * of the area switch. A new screen scale (zoom, another display) measures again.
 */
let known: { size: number; pixelRatio: number } | undefined;

export function knownScrollbarSize(): number | undefined {
  return known?.pixelRatio === window.devicePixelRatio ? known.size : undefined;
}

export function rememberScrollbarSize(size: number): void {
  known = { size, pixelRatio: window.devicePixelRatio };
}
