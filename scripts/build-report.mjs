// Reads dist/ and tells what the browser must download to show the login screen, and what loads later.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;

export function listFiles(dir = DIST) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * A file's size as sent: the build's own `.gz` and `.br` beside it (what nginx sends), compressed
 * here at the same levels only for a build without them.
 */
export function sizes(path) {
  // The file is read only when a form has to be compressed here.
  const form = (extension, compress) =>
    existsSync(`${path}.${extension}`)
      ? statSync(`${path}.${extension}`).size
      : compress(readFileSync(path)).length;
  return {
    raw: statSync(path).size,
    gzip: form('gz', (raw) => gzipSync(raw, { level: 9 })),
    brotli: form('br', (raw) =>
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

/** The JS and CSS index.html makes the browser fetch before first render (entry, preloads, styles). */
export function initialAssets() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return staticClosure([...new Set(refs)].map((ref) => join(DIST, ref)));
}

/** The files with every chunk they import statically (fetched before they run), transitively. */
export function staticClosure(files) {
  const seen = new Set(files);
  const queue = files.filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const file = queue.shift();
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const dep = join(DIST, 'assets', m[1]);
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen];
}

export function rel(path) {
  return relative(DIST, path);
}
