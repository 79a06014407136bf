import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client/apiClient';
import { mockDb, resetMockData } from './data';
import { loadMockState, MOCK_STATE_KEY, saveMockState } from './persistence';

afterEach(() => resetMockData());

describe('mock data across reloads (dev worker)', () => {
  it('keeps an invited user and a changed role through a "reload"', async () => {
    await apiClient.post('users', { email: 'new.person@example.com', role: 'viewer', name: 'New' });
    const bob = mockDb().users.find((user) => user.name === 'Bob Sample')!;
    await apiClient.put('users', bob.id, { role: 'analyst' });
    saveMockState(sessionStorage);
    const before = JSON.stringify(mockDb());

    resetMockData(Date.now() + 3_600_000); // what a reload would build: other moment, seed data
    expect(mockDb().users.some((user) => user.email === 'new.person@example.com')).toBe(false);

    expect(loadMockState(sessionStorage)).toBe(true);
    expect(JSON.stringify(mockDb())).toBe(before);
  });

  it('the reset control starts from the seed again, also after the next reload', async () => {
    await apiClient.post('users', { email: 'gone@example.com', role: 'viewer' });
    saveMockState(sessionStorage);
    await apiClient.put('__mock__', 'reset', {});
    saveMockState(sessionStorage);
    resetMockData();
    loadMockState(sessionStorage);
    expect(mockDb().users.some((user) => user.email === 'gone@example.com')).toBe(false);
  });

  it('ignores and removes a stored state it cannot read', () => {
    sessionStorage.setItem(MOCK_STATE_KEY, '{"now":"yesterday"}');
    expect(loadMockState(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(MOCK_STATE_KEY)).toBeNull();
    sessionStorage.setItem(MOCK_STATE_KEY, 'not json');
    expect(loadMockState(sessionStorage)).toBe(false);
  });
});
