// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, ConflictError, http } from '../lib/api-client/apiClient';
import { mockDb, resetMockData, restoreMockData, snapshotMockData } from './data';
import { server } from './node';
import { followOtherTabs, loadMockState, MOCK_STATE_KEY, persistMockChanges } from './persistence';

// The same wiring as the dev worker (browser.ts), on the unit tests' msw server.
const listener = persistMockChanges(localStorage);
beforeEach(() => server.events.on('response:mocked', listener));
afterEach(() => {
  server.events.removeListener('response:mocked', listener);
  resetMockData();
});

/** What a reload builds before the stored state is read: seed data around another moment. */
const reload = () => resetMockData(Date.now() + 3_600_000);
const emails = () => mockDb().users.map((user) => user.email);
const invite = (email: string) => apiClient.post('users', { email, role: 'viewer' });
/** The users as the mock holds them once it answered a request. */
const usersSeen = () => apiClient.get('users').then(emails);

describe('mock data across reloads (dev worker)', () => {
  it('keeps an invited user and a changed role through a reload', async () => {
    await apiClient.post('users', { email: 'new.person@example.com', role: 'viewer', name: 'New' });
    const bob = mockDb().users.find((user) => user.name === 'Bob Sample');
    if (!bob) throw new Error('the seed data lost Bob Sample');
    await apiClient.put('users', bob.id, { role: 'analyst', version: bob.version });
    const before = JSON.stringify(mockDb());

    reload();
    expect(emails()).not.toContain('new.person@example.com');

    expect(loadMockState(localStorage)).toBe(true);
    expect(JSON.stringify(mockDb())).toBe(before);
  });

  it('stores nothing for reads', async () => {
    await apiClient.get('users');
    expect(localStorage.getItem(MOCK_STATE_KEY)).toBeNull();
  });

  it('the reset control clears the stored state, so the next reload starts from the seed', async () => {
    await invite('gone@example.com');
    expect(localStorage.getItem(MOCK_STATE_KEY)).toContain('gone@example.com');

    await http.put('/__mock__/reset', {});
    expect(localStorage.getItem(MOCK_STATE_KEY)).toBeNull();

    reload();
    expect(loadMockState(localStorage)).toBe(false);
    expect(emails()).not.toContain('gone@example.com');
  });

  it('one area’s reset keeps the other areas’ stored changes', async () => {
    await invite('kept@example.com');
    await http.put('/__mock__/reset', {}, { params: { scope: 'training' } });
    reload();
    expect(loadMockState(localStorage)).toBe(true);
    expect(emails()).toContain('kept@example.com');
  });

  it('ignores and removes a stored state it cannot read', () => {
    localStorage.setItem(MOCK_STATE_KEY, '{"now":"yesterday"}');
    expect(loadMockState(localStorage)).toBe(false);
    expect(localStorage.getItem(MOCK_STATE_KEY)).toBeNull();
    localStorage.setItem(MOCK_STATE_KEY, 'not json');
    expect(loadMockState(localStorage)).toBe(false);
    expect(localStorage.getItem(MOCK_STATE_KEY)).toBeNull();
  });
});

/**
 * A browser tab of the dev portal: its own window and its own copy of the mock data (the worker
 * runs the handlers in the page), one localStorage with every other tab. One test process has one
 * mock data set, so a tab's copy is put in place while it answers and taken out after.
 */
function openTab() {
  const window = new EventTarget();
  const follow = followOtherTabs(localStorage, window);
  let memory = structuredClone(snapshotMockData());
  stops.push(follow.stop);
  return {
    /** What the browser does in this tab when another writes the key or removes it. */
    hearStorageChange: () =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: MOCK_STATE_KEY, storageArea: localStorage }),
      ),
    async answer<T>(requests: () => Promise<T>): Promise<T> {
      restoreMockData(structuredClone(memory));
      server.events.on('request:start', follow.before);
      try {
        return await requests();
      } finally {
        server.events.removeListener('request:start', follow.before);
        memory = structuredClone(snapshotMockData());
      }
    },
  };
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const renameIntent = async (name: string, version: number) => {
  const intent = mockDb().intents.find((candidate) => candidate.id === 'intent-1');
  if (!intent) throw new Error('the seed data lost intent-1');
  const { description, examples } = intent;
  return apiClient.put('intents', 'intent-1', { name, description, examples, version });
};

describe('mock data shared by the tabs of a browser (dev worker)', () => {
  it('a change in one tab is there in the other, so its stale save meets a conflict', async () => {
    const first = openTab();
    const second = openTab();

    await first.answer(() => renameIntent('billing.renamed', 1));
    second.hearStorageChange();

    const stale = await second.answer(() =>
      renameIntent('billing.other', 1).catch((error: unknown) => error),
    );
    expect(stale).toBeInstanceOf(ConflictError);
    expect((stale as ConflictError).current).toMatchObject({
      name: 'billing.renamed',
      version: 2,
    });
  });

  it('the reset control clears the shared state: the other tabs start from the seed too', async () => {
    const first = openTab();
    const second = openTab();
    await first.answer(() => invite('shared@example.com'));
    second.hearStorageChange();
    expect(await second.answer(usersSeen)).toContain('shared@example.com');

    await first.answer(() => http.put('/__mock__/reset', {}));
    expect(localStorage.getItem(MOCK_STATE_KEY)).toBeNull();
    second.hearStorageChange();
    expect(await second.answer(usersSeen)).not.toContain('shared@example.com');
  });
});
