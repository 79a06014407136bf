import { resetMockData, restoreMockData, snapshotMockData } from './data';

/** Where the dev worker keeps the mock data, shared by the tabs of a browser. */
export const MOCK_STATE_KEY = 'neo-portal-dev-mock-state';

const RESET_PATH = '/api/v1/__mock__/reset';

/**
 * Development only: an invited user, a changed role or a support request survive a reload, and
 * every tab of the browser sees them (localStorage): the tabs are one back end, as in production,
 * so two tabs can run into each other's versions (409). The reset control starts from the seed
 * again, in every tab.
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
 * data is kept (and so reaches the other tabs). After a full reset nothing is, so the next
 * reload and every other tab start from the seed too; after one area's reset (`?scope=`) the
 * other areas' changes are kept.
 */
export function persistMockChanges(storage: Storage): (event: { request: Request }) => void {
  return ({ request }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const url = new URL(request.url);
    if (url.pathname.endsWith(RESET_PATH) && !url.searchParams.has('scope')) {
      storage.removeItem(MOCK_STATE_KEY);
      return;
    }
    saveMockState(storage);
  };
}

/** What a tab listens on for the other tabs' changes: its window. */
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps this tab's mock data in step with the other tabs'. A `storage` event (fired in every
 * other tab when one writes the key, or clears it on a reset) marks the data stale; `before` —
 * the worker's `request:start` listener — then reads it again before the next request is
 * answered: the stored snapshot, or the seed when a reset removed it. Lazy, because rebuilding
 * the data costs more than one change, and a tab in the background may see many.
 */
export function followOtherTabs(storage: Storage, events: StorageEvents) {
  let stale = false;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // `key` null: the whole storage was cleared.
    if (event.key === null || event.key === MOCK_STATE_KEY) stale = true;
  };
  events.addEventListener('storage', onStorage);
  return {
    before: () => {
      if (!stale) return;
      stale = false;
      if (!loadMockState(storage)) resetMockData();
    },
    stop: () => events.removeEventListener('storage', onStorage),
  };
}
