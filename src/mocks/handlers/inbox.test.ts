import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxItem, InboxPage } from '../../lib/api-client/schema';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

beforeEach(() => resetMockData());

const list = async (query = '') =>
  (await call('GET', `/nlu/unrecognized${query}`)).body as unknown as InboxPage;
const find = async (text: string, query = '?period=90d') =>
  (await list(query)).items.find((item) => item.text === text)!;

describe('the inbox mock', () => {
  it('groups what callers said without an intent, most heard first, with suggestions', async () => {
    const { items, total } = await list('?period=90d&pageSize=100');
    expect(total).toBe(items.length);
    // Four sentences in each of five languages, all heard in the 60 days of conversations.
    expect(total).toBe(20);
    const counts = items.map((item) => item.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const parcel = items.find((item) => item.text === 'My order never arrived.')!;
    expect(parcel).toMatchObject({ language: 'en-US', status: 'open', intent: null, version: 1 });
    expect(parcel.firstSeen <= parcel.lastSeen).toBe(true);
    expect(parcel.conversationIds.length).toBeGreaterThan(0);
    const conversation = mockDb().conversations.find((c) => c.id === parcel.conversationIds[0])!;
    expect(conversation.transcript.some((turn) => turn.text === parcel.text)).toBe(true);
    expect(parcel.suggestions[0]?.name).toBe('order.status');
  });

  it('filters by period, language and words', async () => {
    const week = await list('?period=7d&pageSize=100');
    const quarter = await list('?period=90d&pageSize=100');
    expect(week.total).toBeLessThanOrEqual(quarter.total);
    const weekCount = week.items.reduce((sum, item) => sum + item.count, 0);
    const quarterCount = quarter.items.reduce((sum, item) => sum + item.count, 0);
    expect(weekCount).toBeLessThan(quarterCount);
    const german = await list('?period=90d&language=de-DE&q=paket');
    expect(german.items.map((item) => item.text)).toEqual(['Mein Paket ist nie angekommen.']);
  });

  it('assigns a sentence to an intent as a new example, from the inbox, needing training', async () => {
    const parcel = await find('My order never arrived.');
    const { status, body } = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'assigned',
      intentId: 'intent-2',
      version: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'assigned',
      intent: { intentId: 'intent-2', name: 'order.status' },
      version: 2,
    });
    const intent = mockDb().intents.find((candidate) => candidate.id === 'intent-2')!;
    expect(intent.examples.at(-1)).toMatchObject({
      text: 'My order never arrived.',
      language: 'en-US',
      source: 'inbox',
    });
    expect(intent).toMatchObject({ version: 2, needsTraining: true });
    // Out of the open list, into the assigned one; no going back to open.
    expect((await list('?period=90d&pageSize=100')).items.map((item) => item.id)).not.toContain(
      parcel.id,
    );
    expect((await find('My order never arrived.', '?period=90d&status=assigned')).id).toBe(
      parcel.id,
    );
    const reopened = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'open',
      version: 2,
    });
    expect(reopened.body.fieldErrors).toEqual({ status: 'invalid' });
  });

  it('names the intent that already has the sentence, and keeps versions', async () => {
    const parcel = await find('My order never arrived.');
    mockDb().intents[0]!.examples.push({
      id: 'ex-x',
      text: 'my order   never arrived.',
      language: 'en-US',
      entities: [],
      source: 'manual',
    });
    const taken = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'assigned',
      intentId: 'intent-2',
      version: 1,
    });
    expect(taken.body).toMatchObject({
      fieldErrors: { intentId: 'already_exists' },
      existingIn: { intentId: 'billing.question' },
    });
    const ignored = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'ignored',
      version: 1,
    });
    expect((ignored.body as unknown as InboxItem).status).toBe('ignored');
    const stale = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'open',
      version: 1,
    });
    expect(stale.status).toBe(409);
    const reopened = await call('PUT', `/nlu/unrecognized/${parcel.id}`, {
      status: 'open',
      version: 2,
    });
    expect(reopened.status).toBe(200);
  });
});
