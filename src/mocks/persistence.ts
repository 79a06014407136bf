import { restoreMockData, snapshotMockData } from './data';

/** Where the dev worker keeps the mock data between reloads of one browser tab. */
export const MOCK_STATE_KEY = 'neo-portal-dev-mock-state';

/**
 * Development only: an invited user, a changed role or a support request survive a reload of
 * the tab (sessionStorage: gone with the tab). The reset control starts from the seed again.
 */
export function loadMockState(storage: Storage): boolean {
  const raw = storage.getItem(MOCK_STATE_KEY);
  if (!raw) return false;
  try {
    if (restoreMockData(JSON.parse(raw))) return true;
  } catch {
    // Unreadable: fall through and start from the seed.
  }
  storage.removeItem(MOCK_STATE_KEY);
  return false;
}

export function saveMockState(storage: Storage): void {
  try {
    storage.setItem(MOCK_STATE_KEY, JSON.stringify(snapshotMockData()));
  } catch (error) {
    // A full storage only costs persistence, never the request.
    console.warn('The mock data could not be kept for the next reload.', error);
  }
}

/**
 * The dev worker's `response:mocked` listener: after a change the mock answered, the changeable
 * data is kept; after the reset control nothing is, so the next reload starts from the seed too.
 */
export function persistMockChanges(storage: Storage): (event: { request: Request }) => void {
  return ({ request }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (new URL(request.url).pathname.endsWith('/api/v1/__mock__/reset')) {
      storage.removeItem(MOCK_STATE_KEY);
      return;
    }
    saveMockState(storage);
  };
}
