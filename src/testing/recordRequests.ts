import { server } from '../mocks/node';

/**
 * Tests: `record` is called for each request to the mock server whose path starts with
 * `pathPrefix`, until the returned stop (give it to `beforeEach` as its clean-up).
 */
function onRequests(pathPrefix: string, record: (request: Request, url: URL) => void) {
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(pathPrefix)) record(request, url);
  };
  server.events.on('request:start', listener);
  return () => server.events.removeListener('request:start', listener);
}

/** The JSON bodies of the `method` requests below `pathPrefix`, in the order they were sent. */
export function recordRequestBodies(method: string, pathPrefix: string) {
  const bodies: Record<string, unknown>[] = [];
  const stop = onRequests(pathPrefix, (request) => {
    if (request.method !== method) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return { bodies, stop };
}

/** "METHOD /path" of every request below `pathPrefix`, in order. */
export function recordRequestLines(pathPrefix: string) {
  const lines: string[] = [];
  const stop = onRequests(pathPrefix, (request, url) =>
    lines.push(`${request.method} ${url.pathname}`),
  );
  return { lines, stop };
}
