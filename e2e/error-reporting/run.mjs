// `npm run test:e2e:reporting`: builds the portal with a DSN pointing at the local catcher
// (scripts/sentry-catcher.mjs) into a dist of its own, then runs the error-reporting e2e suite
// against it (e2e/error-reporting/playwright.config.ts). Extra arguments go to Playwright.
//
// Env: SENTRY_CATCHER_PORT (9902), REPORTING_DIST (/tmp/reporting-dist),
// REPORTING_SKIP_BUILD=1 to reuse an existing build of the same DSN.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catcherPort = process.env.SENTRY_CATCHER_PORT ?? '9902';
const dist = resolve(process.env.REPORTING_DIST ?? '/tmp/reporting-dist');
const dsn = `http://publickey@127.0.0.1:${catcherPort}/1`;
const env = { ...process.env, SENTRY_CATCHER_PORT: catcherPort, REPORTING_DIST: dist };
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(args, extraEnv = {}) {
  const result = spawnSync(npx, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const started = Date.now();
if (process.env.REPORTING_SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
  console.log(`[reporting] building ${dist} with VITE_SENTRY_DSN=${dsn}`);
  const status = run(['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_SENTRY_DSN: dsn,
  });
  if (status !== 0) process.exit(status);
}
const status = run([
  'playwright',
  'test',
  '-c',
  'e2e/error-reporting/playwright.config.ts',
  ...process.argv.slice(2),
]);
console.log(`[reporting] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
