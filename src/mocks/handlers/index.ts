import type { RequestHandler } from 'msw';
import { DEFAULT_MOCK_SETTINGS, type MockOptions } from '../mockOptions';
import { configsHandlers } from './configs';
import { keepAliveHandlers } from './keepAlive';

/**
 * The one picture of the server: the dev browser worker, the unit-test server and the e2e mock
 * HTTP server are all built from this list.
 */
export function createHandlers(
  options: MockOptions = { settings: DEFAULT_MOCK_SETTINGS },
): RequestHandler[] {
  return [...configsHandlers(options), ...keepAliveHandlers()];
}
