import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, http } from '../lib/api-client/apiClient';
import { mockDb, resetMockData } from './data';
import { server } from './node';
import { loadMockState, MOCK_STATE_KEY, persistMockChanges } from './persistence';

// The same wiring as the dev worker (browser.ts), on the unit tests' msw server.
const listener = persistMockChanges(sessionStorage);
beforeEach(() => server.events.on('response:mocked', listener));
afterEach(() => {
  server.events.removeListener('response:mocked', listener);
  resetMockData();
});

/** What a reload builds before the stored state is read: seed data around another moment. */
const reload = () => resetMockData(Date.now() + 3_600_000);
const emails = () => mockDb().users.map((user) => user.email);

describe('mock data across reloads (dev worker)', () => {
  it('keeps an invited user and a changed role through a reload', async () => {
    await apiClient.post('users', { email: 'new.person@example.com', role: 'viewer', name: 'New' });
    const bob = mockDb().users.find((user) => user.name === 'Bob Sample');
    if (!bob) throw new Error('the seed data lost Bob Sample');
    await apiClient.put('users', bob.id, { role: 'analyst', version: bob.version });
    const before = JSON.stringify(mockDb());

    reload();
    expect(emails()).not.toContain('new.person@example.com');

    expect(loadMockState(sessionStorage)).toBe(true);
    expect(JSON.stringify(mockDb())).toBe(before);
  });

  it('stores nothing for reads', async () => {
    await apiClient.get('users');
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toBeNull();
  });

  it('the reset control clears the stored state, so the next reload starts from the seed', async () => {
    await apiClient.post('users', { email: 'gone@example.com', role: 'viewer' });
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toContain('gone@example.com');

    await http.put('/__mock__/reset', {});
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toBeNull();

    reload();
    expect(loadMockState(sessionStorage)).toBe(false);
    expect(emails()).not.toContain('gone@example.com');
  });

  it('ignores and removes a stored state it cannot read', () => {
    sessionStorage.setItem(MOCK_STATE_KEY, '{"now":"yesterday"}');
    expect(loadMockState(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toBeNull();
    sessionStorage.setItem(MOCK_STATE_KEY, 'not json');
    expect(loadMockState(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toBeNull();
  });
});
