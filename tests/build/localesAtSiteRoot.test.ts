// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer, type Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localesAtSiteRoot } from '../../scripts/vite/localesAtSiteRoot';
import { realFetch } from '../../src/testing/networkGuard';

const GERMAN = '{"app":{"title":"Portal"}}\n';
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'locales-plugin-'));
  mkdirSync(join(root, 'locales-src'));
  writeFileSync(join(root, 'locales-src', 'de-DE.json'), GERMAN);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const plugin = () => localesAtSiteRoot(pathToFileURL(join(root, 'locales-src/')));

describe('localesAtSiteRoot', () => {
  it('serves the translations at /locales/ in dev, and a missing one as a real 404', async () => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [plugin()],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const { port } = server.httpServer!.address() as AddressInfo;
      const found = await realFetch(`http://127.0.0.1:${port}/locales/de-DE.json?v=dev`);
      expect(found.status).toBe(200);
      expect(found.headers.get('content-type')).toBe('application/json');
      expect(await found.text()).toBe(GERMAN);

      const missing = await realFetch(`http://127.0.0.1:${port}/locales/xx-XX.json`);
      expect(missing.status).toBe(404);
      const outside = await realFetch(`http://127.0.0.1:${port}/locales/..%2Findex.html`);
      expect(outside.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('copies them unchanged to locales/ in the build', async () => {
    const output = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [plugin()],
      build: { write: false },
    })) as Rollup.RolldownOutput;
    const asset = output.output.find((file) => file.fileName === 'locales/de-DE.json');
    expect(asset?.type).toBe('asset');
    expect(asset && 'source' in asset ? Buffer.from(asset.source).toString() : null).toBe(GERMAN);
  });
});
