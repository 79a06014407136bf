// `npm run test:e2e:reporting`: builds the portal with a DSN pointing at the local catcher
// (scripts/sentry-catcher.mjs) into a temporary dist of its own, then runs the error-reporting
// e2e suite against it (e2e/error-reporting/playwright.config.ts). Extra arguments go to
// Playwright. Every run picks free ports and its own build folder (removed at the end), so runs
// never collide with each other or with the main e2e suite's settings in the same shell.
//
// Env: REPORTING_KEEP_DIST=1 keeps the build folder and prints where it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, reportingEnv } from './reportingEnv.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [portal, idp, mockApi, catcher] = await freePorts(4);
const dist = mkdtempSync(join(tmpdir(), 'reporting-dist-'));
const env = reportingEnv(process.env, { portal, idp, mockApi, catcher }, dist);
const dsn = `http://publickey@127.0.0.1:${catcher}/1`;
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
let status;
try {
  console.log(`[reporting] ports ${portal}/${idp}/${mockApi}/${catcher}, building ${dist}`);
  status = run(['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_SENTRY_DSN: dsn,
  });
  if (status === 0) {
    status = run([
      'playwright',
      'test',
      '-c',
      'e2e/error-reporting/playwright.config.ts',
      ...process.argv.slice(2),
    ]);
  }
} finally {
  if (process.env.REPORTING_KEEP_DIST === '1') console.log(`[reporting] kept ${dist}`);
  else rmSync(dist, { recursive: true, force: true });
}
console.log(`[reporting] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
