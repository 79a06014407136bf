import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The element whose JSON lists, per part of the signed-in portal, the files it downloads. */
export const PREFETCH_MAP_ID = 'signed-in-prefetch';

/**
 * Module path → the key the login screen asks for: `shell`, or an area's feature folder (its
 * pages, and the early read of its first screen, which starts as soon as the portal mounts).
 */
export function prefetchKeyOf(moduleId: string): string | undefined {
  const path = moduleId.replace(/\\/g, '/');
  if (path.endsWith('/src/app/SignedInPortal.tsx') || path.endsWith('/src/auth/sessionChunk.ts')) {
    return 'shell';
  }
  return /\/src\/features\/([^/]+)\/(?:[^/]+Page\.tsx|prefetchFirstScreen\.ts)$/.exec(path)?.[1];
}

/** A chunk's files with every chunk and stylesheet it imports statically, minus `skip`. */
function closure(bundle: OutputBundle, chunk: OutputChunk, skip: Set<string>, into: Set<string>) {
  if (skip.has(chunk.fileName) || into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!skip.has(css)) into.add(css);
  for (const name of chunk.imports) {
    const child = bundle[name];
    if (child?.type === 'chunk') closure(bundle, child, skip, into);
  }
}

/** The map's key for what an area loads after its first screen (read by prefetchSignedIn.ts). */
const laterKey = (key: string) => `${key}:later`;

export function prefetchMap(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // What the login screen has already loaded need not be fetched again.
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry))
    closure(bundle, entry, new Set(), initial);
  const map: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    const key =
      chunk.isDynamicEntry && chunk.facadeModuleId
        ? prefetchKeyOf(chunk.facadeModuleId)
        : undefined;
    if (!key) continue;
    closure(bundle, chunk, initial, (map[key] ??= new Set()));
    // What an area page loads after its first screen (the Dashboard's charts): worth having in
    // the cache on the way back from the identity provider, not worth holding a start for.
    if (key === 'shell') continue;
    const loadedFirst = new Set([...initial, ...map[key]!]);
    for (const name of chunk.dynamicImports) {
      const later = bundle[name];
      if (later?.type === 'chunk')
        closure(bundle, later, loadedFirst, (map[laterKey(key)] ??= new Set()));
    }
  }
  return Object.fromEntries(
    Object.entries(map).map(([key, files]) => [key, [...files].sort().map((file) => `/${file}`)]),
  );
}

/**
 * Writes into index.html which files the signed-in shell and each area download, as a JSON data
 * block (never executed, so the CSP is untouched). The login screen prefetches the shell's and
 * the asked-for area's files while the person reads it, so they are in the HTTP cache when the
 * identity provider sends the person back.
 */
export function signedInPrefetch(): Plugin {
  return {
    name: 'signed-in-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PREFETCH_MAP_ID },
            children: JSON.stringify(prefetchMap(context.bundle)),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
