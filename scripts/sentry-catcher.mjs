// A stand-in for Sentry's ingest endpoint, for tests that check what error reporting sends.
// Accepts envelope POSTs (`/api/<project>/envelope/`) from the browser (CORS), keeps the raw
// bodies (gunzipped/inflated when compressed) in memory and hands them to the test:
//
//   node scripts/sentry-catcher.mjs [--port 9902]      (or SENTRY_CATCHER_PORT)
//
//   POST   /api/<project>/envelope/   store one envelope, answer 200 {}
//   GET    /__envelopes               JSON array of the raw envelopes received so far, oldest first
//   DELETE /__envelopes               forget them (204)
//   GET    /__health                  200 "ok" (readiness probe)
//
// Listens on 127.0.0.1 only. Stops on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const { values: args } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(args.port ?? process.env.SENTRY_CATCHER_PORT ?? 9902);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`[sentry-catcher] invalid port "${args.port ?? process.env.SENTRY_CATCHER_PORT}"`);
  process.exit(1);
}
const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const ENVELOPE_PATH = /^\/api\/[^/]+\/envelope\/?$/;

/** @type {string[]} */
let envelopes = [];

function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ?? 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
}

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The body as text: Sentry's browser SDK posts plain text; other SDKs (and proxies) compress. */
function decode(buffer, encoding = '') {
  const enc = encoding.toLowerCase();
  if (enc.includes('br')) return brotliDecompressSync(buffer).toString('utf8');
  if (enc.includes('deflate')) return inflateSync(buffer).toString('utf8');
  // gzip by header, or by magic bytes when the header was dropped along the way.
  if (enc.includes('gzip') || (buffer[0] === 0x1f && buffer[1] === 0x8b)) {
    return gunzipSync(buffer).toString('utf8');
  }
  return buffer.toString('utf8');
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', `http://${HOST}`);
  cors(req, res);
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
    } else if (req.method === 'POST' && ENVELOPE_PATH.test(pathname)) {
      const body = decode(await readBody(req), req.headers['content-encoding']);
      envelopes.push(body);
      send(res, 200, '{}');
    } else if (pathname === '/__envelopes' && req.method === 'GET') {
      send(res, 200, JSON.stringify(envelopes));
    } else if (pathname === '/__envelopes' && req.method === 'DELETE') {
      envelopes = [];
      res.writeHead(204);
      res.end();
    } else if (pathname === '/__health' && req.method === 'GET') {
      send(res, 200, 'ok', 'text/plain');
    } else {
      send(res, 404, JSON.stringify({ error: 'not found' }));
    }
  } catch (error) {
    send(res, 400, JSON.stringify({ error: String(error?.message ?? error) }));
  }
});

server.listen(port, HOST, () => {
  console.log(`[sentry-catcher] listening on http://${HOST}:${port}`);
});
server.on('error', (error) => {
  console.error(`[sentry-catcher] ${error.message}`);
  process.exit(1);
});

function stop(signal) {
  console.log(`[sentry-catcher] ${signal}: stopping`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
