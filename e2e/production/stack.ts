import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';

export { SENTRY_INGEST_ORIGIN } from './env';

/** The build nginx serves (playwright.config.ts passes the same path). */
export const DIST = resolve(process.env.E2E_DIST ?? 'dist');

export function builtIndexHtml(): string {
  return readFileSync(resolve(DIST, 'index.html'), 'utf8');
}

/** The hashed entry script the built index.html loads. */
export function entryScriptPath(): string {
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(builtIndexHtml());
  expect(match, 'the built index.html loads an entry script from /assets/').not.toBeNull();
  return match![1];
}

/** Parses a Content-Security-Policy header into directive -> sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
