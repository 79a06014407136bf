import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTestInput, FlowTestRef, ModelEvaluation } from '../../lib/api-client/schema';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { EVALUATING_MS, QUEUED_MS, TRAINING_MS } from '../data/trainingJobs';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const SENTENCE = { text: 'I want to speak to an agent', language: 'en-US' };
const topIntent = async (body: object = SENTENCE) =>
  ((await call('POST', '/nlu/predictions', body)).body.intents as { name: string }[])[0]?.name;

/** model-1 takes it for billing.question, a model that learned agent.request for that. */
const INVOICE = 'Can I talk to someone about my invoice?';

/** A test of Order status (published as it is) expecting `intent` for INVOICE. */
const intentTest = (name: string, intent: string, flowId = 'flow-order-status'): FlowTestInput => ({
  name,
  flowId,
  tags: [],
  enabled: true,
  language: 'en-US',
  channel: 'chat',
  slots: {},
  startNodeId: null,
  turns: [
    { said: null, expect: { steps: null, reply: null, intent: null, slots: null } },
    { said: INVOICE, expect: { steps: null, reply: null, intent, slots: null } },
  ],
  outcome: null,
});

/** A model trained from today's intents (with agent.request), not active. */
async function trainModel() {
  await call('POST', '/training-jobs');
  vi.setSystemTime(Date.now() + QUEUED_MS + TRAINING_MS + EVALUATING_MS + 1);
  const [trained] = (await call('GET', '/models')).body.items as { id: string }[];
  return trained!.id;
}

const evaluate = async (modelId: string) =>
  (await call('POST', `/models/${modelId}/evaluations`)).body as unknown as ModelEvaluation;
const names = (refs: FlowTestRef[]) => refs.map((ref) => ref.name);

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

  it('runs the bots’ tests with the published flows and each model, and names those a model breaks', async () => {
    const trained = await trainModel();
    for (const test of [
      intentTest('Invoice: understood as a billing question', 'billing.question'),
      intentTest('Invoice: understood as an order', 'order.status'),
      // Appointment booking was never published: its test is left out, its bot gets no run.
      intentTest('Booking: invoice', 'billing.question', 'flow-appointment-booking'),
    ]) {
      expect((await call('POST', '/flow-tests', test)).status).toBe(201);
    }
    const { tests } = await evaluate(trained);
    expect(names(tests.newlyFailing)).toEqual(['Invoice: understood as a billing question']);
    expect(tests.newlyPassing).toEqual([]);
    expect(names(tests.stillFailing)).toEqual(['Invoice: understood as an order']);
    expect(tests.runs.map((run) => run.botId)).toEqual(['bot-default', 'bot-service-hotline']);
    const hotline = tests.runs[1]!;
    expect(hotline).toMatchObject({
      source: 'published',
      modelId: trained,
      tag: null,
      flowId: null,
      versionNumber: null,
      passed: 2,
      failed: 2,
    });
    // Both runs are kept with the bot's past runs, the evaluated model's the newest.
    const kept = (await call('GET', '/flow-test-runs?botId=bot-service-hotline')).body.items as {
      id: string;
      modelId: string;
    }[];
    expect(kept.map((run) => run.modelId)).toEqual([trained, 'model-1']);
    expect(kept[0]!.id).toBe(hotline.id);
    const web = await call('GET', '/flow-test-runs?botId=bot-web-assistant');
    expect(web.body.items).toEqual([]);

    // Going back to model-1 from the trained model: the broken test passes again.
    mockDb().activeModelId = trained;
    const back = (await evaluate('model-1')).tests;
    expect(names(back.newlyPassing)).toEqual(['Invoice: understood as a billing question']);
    expect(back.newlyFailing).toEqual([]);
  });

  it('counts every failing test as newly failing without an active model, and runs nothing without tests', async () => {
    expect((await call('POST', '/flow-tests', intentTest('Invoice', 'order.status'))).status).toBe(
      201,
    );
    mockDb().activeModelId = null;
    const first = (await evaluate('model-1')).tests;
    expect(names(first.newlyFailing)).toEqual(['Invoice']);
    expect(first.stillFailing).toEqual([]);
    // Only the evaluated model's run: there is no active one to run with.
    expect(mockDb().flowTestRuns.map((run) => run.modelId)).toEqual(['model-1', 'model-1']);

    for (const test of mockDb().flowTests) test.enabled = false;
    mockDb().flowTestRuns = [];
    expect((await evaluate('model-1')).tests).toEqual({
      runs: [],
      newlyFailing: [],
      newlyPassing: [],
      stillFailing: [],
    });
    expect(mockDb().flowTestRuns).toEqual([]);
  });
});
