import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE, MIN_BYTES } from '../compressible.mjs';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The two encodings of one file, at the strongest levels: done once per build, not per request. */
async function compressedForms(raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, which nginx
 * sends as they are (brotli_static, gzip_static in deploy/). Compressing per request costs the
 * server CPU on every first visit and, at the level a server can afford per request (6), sends
 * about 8 % more than the strongest level: on a slow phone link, the signed-in start's 300 KB of
 * scripts arrive sooner. A form no smaller than the file is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name);
          const raw = await readFile(path);
          if (raw.length < MIN_BYTES) return;
          const { br, gz } = await compressedForms(raw);
          await Promise.all([
            br.length < raw.length && writeFile(`${path}.br`, br),
            gz.length < raw.length && writeFile(`${path}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
