import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const BASE = 'http://localhost/api/v1';
const reset = (query = '') => fetch(`${BASE}/__mock__/reset${query}`, { method: 'PUT' });

beforeEach(() => resetMockData(Date.parse('2026-03-15T12:00:00Z')));

describe('the mock-only reset control', () => {
  it('resets one area’s data and leaves the others’ changes alone', async () => {
    const db = mockDb();
    db.users[1]!.role = 'viewer';
    db.botConfigs[0]!.name = 'renamed';

    expect((await reset('?scope=users')).status).toBe(204);
    expect(mockDb().users[1]!.role).not.toBe('viewer');
    expect(mockDb().botConfigs[0]!.name).toBe('renamed');

    expect((await reset('?scope=configuration')).status).toBe(204);
    expect(mockDb().botConfigs[0]!.name).toBe('default');
  });

  it('resets the flows and their simulator sessions, and nothing else', async () => {
    const db = mockDb();
    db.flows[0]!.name = 'renamed';
    db.flowVersions = {};
    const session = await fetch(`${BASE}/simulator/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        flowId: 'flow-order-status',
        source: 'draft',
        language: 'en-US',
        channel: 'voice',
        slots: {},
      }),
    });
    expect(session.status).toBe(201);
    db.nextFlowNumber = 500;
    db.intents[0]!.name = 'renamed.intent';

    expect((await reset('?scope=flows')).status).toBe(204);
    expect(mockDb().flows[0]!.name).not.toBe('renamed');
    expect(mockDb().flowVersions['flow-order-status']).toHaveLength(2);
    expect(mockDb().simulatorSessions).toEqual([]);
    expect(mockDb().nextFlowNumber).toBe(100);
    expect(mockDb().intents[0]!.name).toBe('renamed.intent');
  });

  it('resets everything without a scope, and refuses an unknown one', async () => {
    mockDb().botConfigs[0]!.name = 'renamed';
    expect((await reset('?scope=everything')).status).toBe(400);
    expect(mockDb().botConfigs[0]!.name).toBe('renamed');
    expect((await reset()).status).toBe(204);
    expect(mockDb().botConfigs[0]!.name).toBe('default');
  });
});
