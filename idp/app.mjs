import { createServer } from 'node:http';
import { knownSubject } from './accounts.mjs';
import { handleInteraction } from './interactions.mjs';
import { createProvider } from './provider.mjs';
import { handleTestControl } from './testControls.mjs';

// Loopback only. `localhost` may resolve to either family, so both are bound when available.
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'];
const OPTIONAL_BIND_ERRORS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: host === '::1' }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function createRequestHandler(provider, settings) {
  const oidc = provider.callback();
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', provider.issuer);
    if (settings.testControls && pathname.startsWith('/__test__/')) {
      return handleTestControl(req, res, pathname, { knownSubject });
    }
    if (!pathname.startsWith('/interaction/')) return oidc(req, res);
    handleInteraction(provider, req, res, pathname).catch((err) => {
      console.error('interaction failed', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error of the local identity provider.');
    });
  };
}

/** Starts the provider; resolves to a handle whose `close()` stops every listener. */
export async function startIdp(settings) {
  const provider = createProvider(settings);
  provider.on('server_error', (_ctx, err) => console.error('server error', err));

  const handler = createRequestHandler(provider, settings);
  const servers = [];
  for (const host of LOOPBACK_HOSTS) {
    const server = createServer(handler);
    try {
      await listen(server, settings.port, host);
      servers.push(server);
    } catch (err) {
      if (host === LOOPBACK_HOSTS[0] || !OPTIONAL_BIND_ERRORS.has(err.code)) {
        await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
        throw err;
      }
    }
  }

  return {
    provider,
    issuer: settings.issuer,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.close(resolve);
              server.closeAllConnections();
            }),
        ),
      ),
  };
}
