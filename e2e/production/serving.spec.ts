import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { AREAS } from '../helpers/portal';
import { builtIndexHtml, DIST, entryScriptPath } from './stack';

test.describe('SPA fallback, 404s and the API proxy (nginx)', () => {
  const indexHtml = builtIndexHtml();

  for (const path of [...AREAS.map((area) => area.path), '/no-such', '/users/42/edit']) {
    test(`${path} answers index.html with 200`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    });
  }

  for (const path of [
    '/assets/missing.js',
    '/assets/missing.css',
    '/locales/xx-XX.json?v=e2e',
    `${entryScriptPath()}.map`,
  ]) {
    test(`${path} is a 404, not index.html`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
      expect(response.headers()['cache-control']).toBe('no-store');
    });
  }

  test('/api/v1/configs?scope=portal reaches the mock API through the proxy', async ({
    request,
  }) => {
    const response = await request.get('/api/v1/configs?scope=portal');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/json/);
    const settings = (await response.json()) as Record<string, unknown>;
    expect(settings.NIAM_OIDC_URL).toBe(IDP_URL);
    expect(settings.NIAM_OIDC_CLIENT_ID_PORTAL).toEqual(expect.any(String));
    expect(settings.NEO_LANGUAGES_ENABLED).toEqual(expect.any(Array));
  });

  test('a training data import of several megabytes passes the proxy; other requests keep 1 MB', async ({
    request,
  }) => {
    // 60,000 rows, about 1.5 MB: over the 1 MB other requests get, within the contract.
    const rows = Array.from(
      { length: 60_000 },
      (_, index) => `bench.n${index % 50},Row ${index},en-US`,
    );
    const content = ['intent,text,language', ...rows].join('\n');
    expect(content.length).toBeGreaterThan(1_200_000);
    const body = { format: 'csv', mode: 'merge', dryRun: true, content };
    const imported = await request.post('/api/v1/nlu/imports', { data: body });
    expect(imported.status()).toBe(200);
    expect((await imported.json()) as object).toMatchObject({ applied: false, added: 60_000 });
    const elsewhere = await request.post('/api/v1/nlu/predictions', {
      data: { text: 'x'.repeat(2_000_000), language: 'en-US' },
    });
    expect(elsewhere.status()).toBe(413);
  });
});

test.describe('caching per path type (nginx)', () => {
  test('index.html is revalidated on every use, wherever it answers', async ({ request }) => {
    for (const path of ['/', '/index.html', '/dashboard', '/no-such']) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('hashed assets are immutable for a year and compressed', async ({ request }) => {
    const response = await request.get(entryScriptPath(), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('the icon is a hashed asset too: a navigation takes it from the cache, asking nothing', async ({
    request,
  }) => {
    // Chromium looks the icon up again on every navigation within the page (every area switch).
    const icon = /<link rel="icon"[^>]+href="(\/assets\/[^"]+\.svg)"/.exec(builtIndexHtml());
    expect(icon, 'the built index.html links its icon from /assets/').not.toBeNull();
    const response = await request.get(icon![1]);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("the build's precompressed files are sent as they are: brotli when accepted, else gzip", async ({
    request,
  }) => {
    const sizeOnDisk = (file: string) => statSync(join(DIST, file)).size;
    for (const [path, file] of [
      [entryScriptPath(), entryScriptPath()],
      ['/locales/de-DE.json?v=e2e', '/locales/de-DE.json'],
      // The SPA fallback sends index.html's forms too.
      ['/dashboard', '/index.html'],
    ] as const) {
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], `${path} (${accepted})`).toBe(encoding);
        expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
        // The file the build wrote, byte for byte: not compressed again per request.
        expect(Number(response.headers()['content-length']), `${path} (${accepted})`).toBe(
          sizeOnDisk(`${file}.${encoding === 'br' ? 'br' : 'gz'}`),
        );
      }
    }
  });

  test('locale files are cacheable but revalidated (304 when unchanged)', async ({ request }) => {
    const path = '/locales/en-US.json?v=e2e';
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toMatch(/^application\/json/);
    expect(first.headers()['cache-control']).toBe('no-cache');
    const lastModified = first.headers()['last-modified'];
    expect(lastModified).toBeTruthy();

    const again = await request.get(path, { headers: { 'If-Modified-Since': lastModified } });
    expect(again.status()).toBe(304);
    expect(again.headers()['cache-control']).toBe('no-cache');
  });

  test('the keep-alive page is never stored', async ({ request }) => {
    const response = await request.get(`/keep-alive.html?ts=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});
