// The mock API as a real HTTP server for `vite preview` and the e2e tests. It answers with the
// same msw handlers as the dev service worker and the unit tests, so there is one mock only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from '../src/mocks/handlers';
import { DEFAULT_MOCK_SETTINGS } from '../src/mocks/mockOptions';

const HOST = '127.0.0.1';
const port = Number(process.env.MOCK_API_PORT ?? 9401);

const handlers = createHandlers({
  settings: {
    ...DEFAULT_MOCK_SETTINGS,
    NIAM_OIDC_URL: process.env.MOCK_OIDC_URL ?? DEFAULT_MOCK_SETTINGS.NIAM_OIDC_URL,
    NIAM_OIDC_CLIENT_ID_PORTAL:
      process.env.IDP_CLIENT_ID ?? DEFAULT_MOCK_SETTINGS.NIAM_OIDC_CLIENT_ID_PORTAL,
  },
});

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  // Behind the vite preview proxy the Host header is the portal's, which the handlers accept.
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(url, { method, headers, body });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  void (async () => {
    const request = await toFetchRequest(req);
    const path = new URL(request.url).pathname;
    const response = await getResponse(handlers, request);
    if (response) return send(res, response);
    console.warn(`[mock-api] no mock for ${request.method} ${path}`);
    sendJson(res, 404, { message: `No mock for ${request.method} ${path}` });
  })().catch((err: unknown) => {
    console.error(`[mock-api] ${req.method} ${req.url} failed`, err);
    if (!res.headersSent) sendJson(res, 500, { message: 'Mock handler failed' });
    else res.end();
  });
});

server.listen(port, HOST, () => {
  console.log(`[mock-api] listening on http://${HOST}:${port}`);
});

function stop(signal: string): void {
  console.log(`[mock-api] ${signal}: shutting down`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
