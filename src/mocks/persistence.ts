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
