import { whenIdle } from '../lib/idle/whenIdle';

/** Written into index.html by the build (scripts/vite/signedInPrefetch.ts); absent in dev. */
const MAP_ID = 'signed-in-prefetch';

/** The first path segment names the area's feature folder; the site root is Home. */
export function areaKeyOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'homepage';
}

/**
 * The files for a return to `pathname`: the signed-in shell's and that area's, and with `later`
 * also what the area loads after its first screen (the build's `<area>:later` entry).
 */
export function prefetchFiles(
  map: Record<string, string[]>,
  pathname: string,
  { later = false } = {},
): string[] {
  const area = areaKeyOf(pathname);
  return [
    ...new Set([
      ...(map.shell ?? []),
      ...(map[area] ?? []),
      ...(later ? (map[`${area}:later`] ?? []) : []),
    ]),
  ];
}

function readMap(doc: Document): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(MAP_ID)?.textContent ?? '{}');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, string[]>)
      : {};
  } catch {
    return {};
  }
}

/**
 * While the person reads the login screen, the browser fetches (without running) what the
 * signed-in portal and the asked-for area will need, at the lowest priority: after the identity
 * provider sends them back, those files come from the HTTP cache instead of the network.
 */
export function prefetchSignedIn(doc: Document = document): void {
  whenIdle(() =>
    addLinks(
      doc,
      'prefetch',
      prefetchFiles(readMap(doc), window.location.pathname, { later: true }),
    ),
  );
}

/**
 * For a load that will show the signed-in portal: fetch the shell's and the return path's area's
 * files now, all at once and at high priority. Otherwise the area's files are found only after
 * the router's chunk has arrived and run, one round trip later.
 */
export function preloadSignedInFiles(returnPath: string, doc: Document = document): void {
  addLinks(doc, 'modulepreload', prefetchFiles(readMap(doc), returnPath));
}

function addLinks(doc: Document, rel: 'prefetch' | 'modulepreload', files: string[]): void {
  for (const href of files) {
    if (doc.head.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    const script = href.endsWith('.js');
    // A stylesheet is not a module: it is preloaded as a style either way.
    link.rel = rel === 'modulepreload' && !script ? 'preload' : rel;
    link.href = href;
    if (script && rel === 'prefetch') link.setAttribute('as', 'script');
    else if (href.endsWith('.css')) link.setAttribute('as', 'style');
    doc.head.append(link);
  }
}
