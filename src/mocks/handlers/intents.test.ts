import { beforeEach, describe, expect, it } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData, setCurrentRole } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const orderStatus = () => mockDb().intents.find((intent) => intent.name === 'order.status')!;

beforeEach(() => resetMockData());

describe('the intents mock', () => {
  it('seeds the conversations’ intents in every language, and counts what is missing as problems', async () => {
    const { body } = await call('GET', '/intents?pageSize=100');
    const items = body.items as {
      name: string;
      exampleCounts: Record<string, number>;
      problems: number;
    }[];
    const order = items.find((item) => item.name === 'order.status')!;
    expect(order.exampleCounts).toEqual({
      'de-DE': 2,
      'en-US': 2,
      'ja-JP': 2,
      'fr-FR': 2,
      'it-IT': 2,
    });
    expect(order.problems).toBe(0);
    expect(items.find((item) => item.name === 'agent.request')!.problems).toBe(3);
  });

  it('refuses an example another intent has, naming that intent, and one listed twice', async () => {
    const intent = orderStatus();
    const { status, body } = await call('PUT', `/intents/${intent.id}`, {
      name: intent.name,
      description: intent.description,
      version: intent.version,
      examples: [
        { text: '  i FORGOT my   password. ', language: 'en-US' },
        { text: 'Wann kommt es?', language: 'de-DE' },
        { text: 'wann kommt es?', language: 'de-DE' },
      ],
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      'examples.0.text': 'already_exists',
      'examples.2.text': 'already_exists',
    });
    expect(body.existingIn).toEqual({
      'examples.0.text': 'password.reset',
      'examples.2.text': 'order.status',
    });
    expect(orderStatus().version).toBe(1);
  });

  it('keeps the ids and sources of kept examples, gives new ones an id, and counts the version', async () => {
    const intent = orderStatus();
    const kept = intent.examples[0]!;
    const { status, body } = await call('PUT', `/intents/${intent.id}`, {
      name: intent.name,
      description: 'Changed.',
      version: 1,
      examples: [
        { id: kept.id, text: kept.text, language: kept.language },
        { text: 'Where is my parcel?', language: 'en-US' },
      ],
    });
    expect(status).toBe(200);
    const examples = body.examples as { id: string; source: string; text: string }[];
    expect(examples[0]).toMatchObject({ id: kept.id, source: kept.source });
    expect(examples[1]!.id).toMatch(/^ex-/);
    expect(examples[1]!.id).not.toBe(kept.id);
    expect(body).toMatchObject({ version: 2, needsTraining: true, description: 'Changed.' });

    const stale = await call('PUT', `/intents/${intent.id}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2 });
  });

  it('lets editors change intents and analysts only read them', async () => {
    setCurrentRole('analyst');
    expect((await call('GET', '/intents')).status).toBe(200);
    expect((await call('DELETE', `/intents/${orderStatus().id}`)).status).toBe(403);
    setCurrentRole('editor');
    expect((await call('DELETE', `/intents/${orderStatus().id}`)).status).toBe(204);
  });

  it('removes one example as a fix, raising the version, and says when it is gone already', async () => {
    const intent = orderStatus();
    const example = intent.examples.find((candidate) => candidate.language === 'en-US')!;
    const removed = await call('DELETE', `/intent-examples/${example.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ version: intent.version, needsTraining: true });
    expect((removed.body.examples as { id: string }[]).map((kept) => kept.id)).not.toContain(
      example.id,
    );
    expect((await call('DELETE', `/intent-examples/${example.id}`)).status).toBe(404);
    setCurrentRole('viewer');
    const other = intent.examples[0]!;
    expect((await call('DELETE', `/intent-examples/${other.id}`)).status).toBe(403);
  });

  it('answers the examples of other intents alike a typed text, and refuses a missing text', async () => {
    const order = orderStatus();
    const found = await call(
      'GET',
      '/nlu/similar-examples?text=Where%20is%20my%20order%20now&language=en-US',
    );
    expect(found.body.items).toEqual([
      expect.objectContaining({ intentId: order.id, text: 'Where is my order?', similarity: 0.8 }),
    ]);
    const own = await call(
      'GET',
      `/nlu/similar-examples?text=Where%20is%20my%20order&language=en-US&intentId=${order.id}`,
    );
    expect(own.body.items).toEqual([]);
    const refused = await call('GET', '/nlu/similar-examples?language=xx');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ text: 'required', language: 'unknown_value' });
  });
});
