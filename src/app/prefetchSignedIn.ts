/** Written into index.html by the build (scripts/vite/signedInPrefetch.ts); absent in dev. */
const MAP_ID = 'signed-in-prefetch';

/** The first path segment names the area's feature folder; the site root is Home. */
export function areaKeyOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'homepage';
}

/** The files to prefetch for a return to `pathname`: the signed-in shell's and that area's. */
export function prefetchFiles(map: Record<string, string[]>, pathname: string): string[] {
  return [...new Set([...(map.shell ?? []), ...(map[areaKeyOf(pathname)] ?? [])])];
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
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    for (const href of prefetchFiles(readMap(doc), window.location.pathname)) {
      if (doc.head.querySelector(`link[href="${href}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      if (href.endsWith('.js')) link.setAttribute('as', 'script');
      else if (href.endsWith('.css')) link.setAttribute('as', 'style');
      doc.head.append(link);
    }
  });
}
