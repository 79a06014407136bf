import { expect, test } from '@playwright/test';
import { IDP_URL } from '../helpers/env';
import { builtIndexHtml, entryScriptPath, parseCsp, SENTRY_INGEST_ORIGIN } from './stack';

const idpOrigin = new URL(IDP_URL).origin;

test.describe('security headers (nginx)', () => {
  test('the Content-Security-Policy keeps scripts to the portal itself', async ({ request }) => {
    const response = await request.get('/');
    const csp = parseCsp(response.headers()['content-security-policy']);

    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // MUI/emotion inject <style> elements at runtime: the one accepted inline allowance.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", idpOrigin]);
    // Silent renewal frames the portal's own origin, so 'none' would break it.
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", idpOrigin]);
    expect(csp.get('child-src')).toEqual(["'self'", idpOrigin]);
    expect(csp.get('connect-src')).toEqual(["'self'", idpOrigin, SENTRY_INGEST_ORIGIN]);
  });

  test('the built index.html has no inline script, so the CSP needs no allowance for one', () => {
    const html = builtIndexHtml();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // A JSON data block (the login screen's prefetch list) is never run: no CSP allowance.
      if (/\btype="application\/json"/.test(attributes!)) {
        expect(() => JSON.parse(body!)).not.toThrow();
        continue;
      }
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  for (const path of [
    '/',
    '/users',
    '/no-such',
    entryScriptPath(),
    '/assets/missing.js',
    '/locales/en-US.json?v=e2e',
    '/keep-alive.html',
    '/api/v1/configs?scope=portal',
  ]) {
    test(`every response carries the security headers: ${path}`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      const permissions = headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions).toContain(`${feature}=()`);
      }
      // server_tokens off: no version to look up exploits for.
      expect(headers['server'] ?? '').not.toMatch(/\d/);
    });
  }
});
