import { vi } from 'vitest';
import { connectSession, setBadRequestHandler } from '../lib/api-client/apiClient';
import { subscribe } from '../lib/notifications/notificationBus';
import { resetPageHeadingFocus } from '../layout/usePageHeadingFocus';
import { resetMockData } from '../mocks/data/store';

/**
 * What the portal keeps in modules for the life of a page, back as a page load leaves it.
 * Component test files share one jsdom and module cache per worker, so each starts here, as if
 * the page had just loaded: the mock API's data from the seed, no session, no shared handler
 * for 400s, no notifications waiting for a host, no page whose heading took the focus, and the
 * real clock (a file that faked it and failed never got to restore it).
 */
export function startFromFreshPage(): void {
  resetMockData();
  // Connecting a session and disconnecting it at once leaves the client signed out.
  connectSession({ accessToken: async () => undefined, renew: async () => false })();
  setBadRequestHandler(() => {});
  // A listener that leaves at once takes the notifications held for a host with it.
  subscribe(() => {})();
  resetPageHeadingFocus();
  vi.useRealTimers();
}
