// `npm run dev`: the local identity provider and the Vite dev server together, one terminal.
// In dev the API is answered by the msw service worker, so no mock server runs here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
// vite's bin is not in its package exports; find it through package.json, as npm does.
function viteBin() {
  const manifest = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
}

const idpPort = process.env.IDP_PORT ?? '9400';
const env = {
  ...process.env,
  // The worker's mock settings point the portal at this provider.
  VITE_DEV_OIDC_URL: process.env.VITE_DEV_OIDC_URL ?? `http://localhost:${idpPort}`,
};
const color = process.stdout.isTTY && !process.env.NO_COLOR;

// oidc-provider 9 warns on Node 20 ("Unsupported runtime"); say what it means (see README).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.log(
    '[dev] Node.js ' +
      process.versions.node +
      ": the local identity provider's library warns that it " +
      'prefers Node 22 LTS. It works on Node 20 for development and tests; see README, Quick start.',
  );
}

const services = [
  { name: 'idp', tint: 35, args: ['idp/server.mjs'] },
  { name: 'vite', tint: 36, args: [viteBin(), ...process.argv.slice(2)] },
];

function prefixLines(stream, target, label) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
}

let shuttingDown = false;
let exitCode = 0;
const running = new Set();

function shutDown(reason, code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  console.log(
    `[dev] ${reason}; stopping ${[...running].map((s) => s.name).join(', ') || 'nothing'}`,
  );
  for (const service of running) service.child.kill('SIGTERM');
  // A service that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const service of running) service.child.kill('SIGKILL');
  }, 5000).unref();
}

for (const service of services) {
  const label = color ? `\x1b[${service.tint}m[${service.name}]\x1b[0m` : `[${service.name}]`;
  const child = spawn(process.execPath, service.args, { env, stdio: ['inherit', 'pipe', 'pipe'] });
  service.child = child;
  running.add(service);
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  child.on('error', (err) => shutDown(`${service.name} failed to start: ${err.message}`, 1));
  child.on('exit', (code, signal) => {
    running.delete(service);
    shutDown(`${service.name} exited (${signal ?? `code ${code}`})`, code ?? 1);
    if (running.size === 0) process.exit(exitCode);
  });
}

// Ctrl-C reaches the children through the terminal's process group as well; both paths are fine.
process.on('SIGINT', () => shutDown('SIGINT', 0));
process.on('SIGTERM', () => shutDown('SIGTERM', 0));
