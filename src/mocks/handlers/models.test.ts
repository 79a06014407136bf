import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { EVALUATING_MS, QUEUED_MS, TRAINING_MS } from '../data/trainingJobs';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const SENTENCE = { text: 'I want to speak to an agent', language: 'en-US' };
const topIntent = async (body: object = SENTENCE) =>
  ((await call('POST', '/nlu/predictions', body)).body.intents as { name: string }[])[0]?.name;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  resetMockData();
});
afterEach(() => vi.useRealTimers());

describe('the models mock', () => {
  it('makes a model of a finished training; the active one answers until it is activated', async () => {
    // The active model has not learned agent.request yet.
    expect(await topIntent()).not.toBe('agent.request');
    expect((await call('POST', '/training-jobs')).status).toBe(202);
    vi.setSystemTime(Date.now() + QUEUED_MS + TRAINING_MS + EVALUATING_MS + 1);

    const { body } = await call('GET', '/models');
    const [trained, seeded] = body.items as { id: string; active: boolean; version: number }[];
    expect(trained).toMatchObject({ active: false, trainingJobId: 'train-1000', version: 1 });
    expect(seeded).toMatchObject({ id: 'model-1', active: true });
    expect(await topIntent()).not.toBe('agent.request');
    expect(await topIntent({ ...SENTENCE, modelId: trained!.id })).toBe('agent.request');

    const activated = await call('PUT', `/models/${trained!.id}`, { active: true, version: 1 });
    expect(activated.body).toMatchObject({
      active: true,
      version: 2,
      activatedBy: expect.any(String),
    });
    expect(await topIntent()).toBe('agent.request');

    // A decision taken on the old state is refused, whichever model it names.
    const stale = await call('PUT', '/models/model-1', { active: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(mockDb().activeModelId).toBe(trained!.id);
    // Rolling back is activating the previous model.
    expect((await call('PUT', '/models/model-1', { active: true, version: 2 })).status).toBe(200);
    expect(await topIntent()).not.toBe('agent.request');
  });

  it('compares a model with the active one on pinned sentences and recent caller turns', async () => {
    await call('POST', '/training-jobs');
    vi.setSystemTime(Date.now() + QUEUED_MS + TRAINING_MS + EVALUATING_MS + 1);
    const [trained] = (await call('GET', '/models')).body.items as { id: string }[];
    const { body } = await call('POST', `/models/${trained!.id}/evaluations`);
    expect(body).toMatchObject({ modelId: trained!.id, comparedWith: 'model-1' });
    const pinned = body.pinned as { checked: number; changes: { text: string }[] };
    expect(pinned.checked).toBe(3);
    expect(pinned.changes.map((change) => change.text)).toEqual([
      'Can I talk to someone about my invoice?',
    ]);
    const recent = body.recent as { checked: number };
    expect(recent.checked).toBeGreaterThan(10);
  });

  it('pins a sentence once per language, with a known intent', async () => {
    const pin = { text: 'My parcel is late.', language: 'en-US', intentId: 'intent-2' };
    expect((await call('POST', '/nlu/test-sentences', pin)).status).toBe(201);
    const again = await call('POST', '/nlu/test-sentences', {
      ...pin,
      text: ' My parcel is late. ',
    });
    expect(again.body.fieldErrors).toEqual({ text: 'already_exists' });
    const unknown = await call('POST', '/nlu/test-sentences', {
      ...pin,
      text: 'x',
      intentId: 'no',
    });
    expect(unknown.body.fieldErrors).toEqual({ intentId: 'unknown_value' });
    const { body } = await call('GET', '/nlu/test-sentences');
    expect((body.items as { text: string }[])[0]).toMatchObject({
      text: 'My parcel is late.',
      intent: { intentId: 'intent-2', name: 'order.status' },
    });
  });

  it('reports a model’s figures per intent from what it learned, not from the intents as they are now', async () => {
    const report = async () =>
      (await call('GET', '/models/model-1/report')).body as {
        modelId: string;
        intents: { intent: { name: string }; examples: number }[];
      };
    const before = await report();
    expect(before.modelId).toBe('model-1');
    const learned = mockDb().models.find((model) => model.id === 'model-1')!.intents;
    expect(before.intents.map((row) => row.intent.name)).toEqual(
      learned.map((intent) => intent.name),
    );
    // An example added since changes the intents, not the trained model's report.
    const [intent] = mockDb().intents;
    intent!.examples.push({ ...intent!.examples[0]!, text: 'one more way to say it' });
    expect(await report()).toEqual(before);
    expect((await call('GET', '/models/nope/report')).status).toBe(404);
  });
});
