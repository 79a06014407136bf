// Serves a production build through the real nginx site config (deploy/portal.conf.template),
// on loopback only, as a foreground child: e2e tests and local checks run against exactly what
// production runs. Everything nginx writes (pid, logs, temp files) lives in a private temp dir,
// so it works as root or not and never touches a system nginx.
//
//   node scripts/serve-nginx.mjs [--port 4173] [--dist dist] [--api http://127.0.0.1:9401]
//                                [--oidc-origin http://localhost:9400] [--ingest-origin URL]
//
// Every option also reads an environment variable: PORT, DIST_ROOT, API_UPSTREAM, OIDC_ORIGIN,
// SENTRY_INGEST_ORIGIN. NGINX_BIN picks the binary; NGINX_ACCESS_LOG=1 logs requests to stdout.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(ROOT, 'deploy', 'portal.conf.template');
const BROTLI_SNIPPET = join(ROOT, 'deploy', 'brotli.conf');
const BROTLI_STATIC_SNIPPET = join(ROOT, 'deploy', 'brotli-static.conf');
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules'];
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

function fail(message) {
  console.error(`[serve-nginx] ${message}`);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    dist: { type: 'string' },
    api: { type: 'string' },
    'oidc-origin': { type: 'string' },
    'ingest-origin': { type: 'string' },
  },
});

/** An origin only (scheme://host[:port]); nothing that could break out of a CSP directive. */
function origin(name, raw, { optional = false } = {}) {
  if (!raw) {
    if (optional) return '';
    fail(`${name} is required`);
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    fail(`${name} is not a URL: "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/+$/, '')) {
    fail(`${name} must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

const port = Number(args.port ?? process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`invalid port "${args.port}"`);
const distRoot = resolve(args.dist ?? process.env.DIST_ROOT ?? join(ROOT, 'dist'));
if (!existsSync(join(distRoot, 'index.html'))) {
  fail(`no build at ${distRoot} (index.html missing): run \`npm run build\` first`);
}
if (/[\s;{}'"$]/.test(distRoot)) fail(`dist path must not contain spaces or ; { } ' " $`);
const apiUpstream = origin(
  'API upstream',
  args.api ?? process.env.API_UPSTREAM ?? 'http://127.0.0.1:9401',
);
const oidcOrigin = origin(
  'OIDC origin',
  args['oidc-origin'] ?? process.env.OIDC_ORIGIN ?? 'http://localhost:9400',
);
const ingestOrigin = origin(
  'ingest origin',
  args['ingest-origin'] ?? process.env.SENTRY_INGEST_ORIGIN ?? '',
  { optional: true },
);

function findNginx() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  // Non-root PATHs often lack /usr/sbin, where Debian puts nginx.
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find((candidate) => existsSync(candidate));
}
const nginx = findNginx();
if (!nginx || !existsSync(nginx)) {
  fail(
    'nginx is not installed. On Debian/Ubuntu: `apt-get install -y --no-install-recommends nginx` ' +
      '(optionally libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static), ' +
      'or set NGINX_BIN.',
  );
}
const mimeTypes = MIME_TYPES.find((file) => existsSync(file));
if (!mimeTypes) fail(`mime.types not found (looked in ${MIME_TYPES.join(', ')})`);
const moduleFile = (name) =>
  MODULE_DIRS.map((dir) => join(dir, name)).find((file) => existsSync(file));
const brotliModule = moduleFile('ngx_http_brotli_filter_module.so');
// Sends the build's precompressed .br files as they are.
const brotliStaticModule = moduleFile('ngx_http_brotli_static_module.so');

/** envsubst with a fixed list of names: nginx's own $variables stay as they are. */
function render(template, vars) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) =>
    Object.hasOwn(vars, name) ? vars[name] : fail(`template uses unknown variable ${whole}`),
  );
}

const hasIpv6Loopback = Object.values(networkInterfaces())
  .flat()
  .some((address) => address?.address === '::1');
let site = render(readFileSync(TEMPLATE, 'utf8'), {
  PORTAL_LISTEN: `127.0.0.1:${port}`,
  DIST_ROOT: distRoot,
  API_UPSTREAM: apiUpstream,
  OIDC_ORIGIN: oidcOrigin,
  SENTRY_INGEST_ORIGIN: ingestOrigin,
});
// "localhost" may resolve to ::1 as well: answer there too, still loopback only.
if (hasIpv6Loopback) {
  site = site.replace(`listen 127.0.0.1:${port};`, `$&\n    listen [::1]:${port};`);
}

const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
for (const sub of ['logs', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
  mkdirSync(join(dir, sub), { recursive: true });
}
const isRoot = process.getuid?.() === 0;
const main = `# Generated by scripts/serve-nginx.mjs; removed on exit.
${brotliModule ? `load_module ${brotliModule};` : ''}
${brotliStaticModule ? `load_module ${brotliStaticModule};` : ''}
# As root, workers would otherwise switch to "nobody" and lose access to the temp dir.
${isRoot ? 'user root root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 30s;
  access_log ${process.env.NGINX_ACCESS_LOG === '1' ? '/dev/stdout' : 'off'};
  client_body_temp_path ${join(dir, 'tmp/body')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
  ${brotliModule ? `include ${BROTLI_SNIPPET};` : '# brotli module not installed: gzip only'}
  ${brotliStaticModule ? `include ${BROTLI_STATIC_SNIPPET};` : '# brotli_static not installed: .br files unused'}
  include ${join(dir, 'portal.conf')};
}
`;
writeFileSync(join(dir, 'portal.conf'), site);
writeFileSync(join(dir, 'nginx.conf'), main);

// -e: the error log before the config is read (the compiled-in path may not be writable).
const base = ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')];
const test = spawnSync(nginx, [...base, '-t', '-q'], { encoding: 'utf8' });
if (test.status !== 0) {
  rmSync(dir, { recursive: true, force: true });
  fail(`nginx rejected the configuration:\n${test.stderr}${test.stdout}`);
}

const child = spawn(nginx, [...base, '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(
  `[serve-nginx] ${distRoot} on http://localhost:${port} (api -> ${apiUpstream}, ` +
    `idp ${oidcOrigin}${brotliModule ? ', brotli' : ''}${brotliStaticModule ? ', brotli_static' : ''}); ` +
    `config in ${dir}`,
);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  // SIGQUIT: graceful shutdown (finish requests in flight); SIGTERM after 5 s if it hangs.
  child.kill('SIGQUIT');
  setTimeout(() => child.kill('SIGTERM'), 5000).unref();
  console.log(`[serve-nginx] ${signal}: stopping nginx`);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGHUP'));
child.on('error', (err) => {
  rmSync(dir, { recursive: true, force: true });
  fail(`could not start ${nginx}: ${err.message}`);
});
child.on('exit', (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  if (!stopping) console.error(`[serve-nginx] nginx exited (${signal ?? code})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
