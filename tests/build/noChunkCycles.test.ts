// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkCycles, noChunkCycles } from '../../scripts/vite/noChunkCycles';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'no-chunk-cycles-'));
  // first.js → second.js → third.js, loaded on demand; the groups below decide the chunks.
  writeFileSync(
    join(root, 'first.js'),
    "import { second } from './second.js';\nexport const first = () => second() + 1;\n",
  );
  writeFileSync(
    join(root, 'second.js'),
    "import { third } from './third.js';\nexport const second = () => third() + 2;\n",
  );
  writeFileSync(join(root, 'third.js'), 'export const third = () => 3;\n');
  writeFileSync(
    join(root, 'main.js'),
    "import('./first.js').then((m) => console.log(m.first()));\n",
  );
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds the small app with the modules `one` names in one chunk, those `two` names in another. */
const buildWith = (one: RegExp, two: RegExp) =>
  build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [noChunkCycles()],
    build: {
      outDir: join(root, 'dist'),
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'one',
                test: one,
                includeDependenciesRecursively: false,
              },
              { name: 'two', test: two, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  });

describe('noChunkCycles', () => {
  it('finds each circle among chunk imports, and none in a tree', () => {
    const imports = new Map([
      ['entry', ['a', 'c']],
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['d']],
      ['d', []],
    ]);
    expect(chunkCycles(imports)).toEqual([['a', 'b', 'a']]);
    expect(
      chunkCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('fails the build when two chunks import each other, naming them and a module that ties them', async () => {
    // third.js beside first.js: chunk one imports two (second.js), which imports one (third.js).
    await expect(buildWith(/(first|third)\.js$/, /second\.js$/)).rejects.toThrow(
      /chunks import each other in a circle[\s\S]*one-[^ ]+\.js → assets\/two-[\s\S]*second\.js imports [^ ]*third\.js/,
    );
  });

  it('lets a build without a circle through', async () => {
    await expect(buildWith(/first\.js$/, /(second|third)\.js$/)).resolves.toBeDefined();
  });
});
