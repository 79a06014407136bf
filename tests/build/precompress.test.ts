// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES } from '../../scripts/compressible.mjs';
import { precompress } from '../../scripts/vite/precompress';

let root: string;
const outDir = () => join(root, 'dist');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-plugin-'));
  // An entry large enough to compress, and a page that stays under the smallest size.
  const words = Array.from({ length: 400 }, (_, index) => `'word ${index}'`).join(', ');
  writeFileSync(join(root, 'main.js'), `console.log([${words}].join(' '));\n`);
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const built = (file: string) => join(outDir(), file);

describe('precompress', () => {
  it('writes brotli and gzip forms that decompress to the built file', async () => {
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: outDir(), sourcemap: 'hidden' },
    });
    const script = readFileSync(built('index.html'), 'utf8').match(/src="\/(assets\/[^"]+)"/)![1]!;
    const raw = readFileSync(built(script));
    expect(raw.length).toBeGreaterThanOrEqual(MIN_BYTES);

    const br = readFileSync(built(`${script}.br`));
    const gz = readFileSync(built(`${script}.gz`));
    expect(brotliDecompressSync(br)).toEqual(raw);
    expect(gunzipSync(gz)).toEqual(raw);
    expect(br.length).toBeLessThan(raw.length);
    expect(gz.length).toBeLessThan(raw.length);

    // Under the smallest size nginx compresses, and files it never compresses: no forms.
    expect(readFileSync(built('index.html')).length).toBeLessThan(MIN_BYTES);
    expect(existsSync(built('index.html.br'))).toBe(false);
    expect(existsSync(built('index.html.gz'))).toBe(false);
    expect(existsSync(built(`${script}.map.br`))).toBe(false);
  });
});
