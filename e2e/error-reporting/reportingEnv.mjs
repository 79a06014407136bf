// The environment of one error-reporting e2e run: its own ports and build folder, whatever the
// calling shell has set for the main e2e suite (PORTAL_URL, IDP_PORT, MOCK_API_PORT), so two runs
// on one machine, or a run from a shell configured for the main suite, never collide.
import { createServer } from 'node:net';
import { basename } from 'node:path';

/** Ports the system hands out as free right now, on loopback. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
          server.on('error', reject);
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * The variables the reporting config (e2e/error-reporting/env.ts) and the shared e2e helpers
 * read, computed from the run's own ports and dist; inherited values of the same names lose.
 */
export function reportingEnv(inherited, { portal, idp, mockApi, catcher }, dist) {
  return {
    ...inherited,
    PORTAL_URL: `http://portal.test:${portal}`,
    IDP_PORT: String(idp),
    MOCK_API_PORT: String(mockApi),
    SENTRY_CATCHER_PORT: String(catcher),
    REPORTING_DIST: dist,
    REPORTING_OUTPUT_DIR: `test-results/error-reporting/${basename(dist)}`,
  };
}
