import { beforeEach, describe, expect, it } from 'vitest';
import type {
  FlowTest,
  FlowTestComparison,
  FlowTestInput,
  FlowTestRun,
  FlowTestRunSummary,
  FlowVersionSummary,
} from '../../lib/api-client/schema';
import { callMockApi as call } from '../../testing/callMockApi';
import { answerWithMockServer } from '../../testing/mockServer';
import { mockDb, resetMockData, setCurrentRole } from '../data';
import { MAX_RUNS_PER_BOT } from './flowTests';

answerWithMockServer();

const ORDER = 'flow-order-status';
const RESET = 'flow-password-reset';
const BOOKING = 'flow-appointment-booking';
const HOTLINE = 'bot-service-hotline';

const flow = (id: string) => mockDb().flows.find((candidate) => candidate.id === id)!;
const seededTest = (name: string) => mockDb().flowTests.find((test) => test.name.includes(name))!;
const names = (items: unknown) => (items as { name: string }[]).map((item) => item.name);

/** A test of Appointment booking's opening: the bot of the web assistant had none. */
const bookingTest: FlowTestInput = {
  name: 'Booking: the greeting',
  flowId: BOOKING,
  tags: ['smoke', 'smoke'],
  enabled: true,
  language: 'en-US',
  channel: 'chat',
  slots: {},
  startNodeId: null,
  turns: [
    {
      said: null,
      expect: {
        steps: ['say_welcome', 'ask_date'],
        reply: { text: 'Which day would you like', match: 'contains' },
        intent: null,
        slots: null,
      },
    },
  ],
  outcome: null,
};

/** Order status's goodbye, reworded in the draft: the seeded shipped-order test fails on it. */
function rewordGoodbye() {
  const goodbye = flow(ORDER).nodes.find((node) => node.id === 'say_goodbye')!;
  goodbye.data.texts = { ...goodbye.data.texts, 'en-US': 'Bye now!' };
}

beforeEach(() => resetMockData());

describe('the flow tests mock', () => {
  it('lists a bot’s tests by name, a suite by its tag', async () => {
    const { status, body } = await call('GET', `/flow-tests?botId=${HOTLINE}`);
    expect(status).toBe(200);
    expect(names(body.items)).toEqual([
      'Order status: a shipped order',
      'Order status: more help goes to the order team',
      'Order status: silence ends the call',
    ]);
    const suite = await call('GET', `/flow-tests?botId=${HOTLINE}&tag=handover`);
    expect(names(suite.body.items)).toEqual(['Order status: more help goes to the order team']);
    const noBot = await call('GET', '/flow-tests');
    expect(noBot.body.fieldErrors).toEqual({ botId: 'required' });
    const id = seededTest('silence').id;
    expect((await call('GET', `/flow-tests/${id}`)).body).toMatchObject({ version: 1, id });
    expect((await call('GET', '/flow-tests/nope')).status).toBe(404);
  });

  it('keeps a test in its flow’s bot, with a name unique there', async () => {
    setCurrentRole('editor');
    const { status, body } = await call('POST', '/flow-tests', bookingTest);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      botId: 'bot-web-assistant',
      tags: ['smoke'],
      origin: null,
      version: 1,
      updatedBy: 'Alice Example',
    });
    const again = await call('POST', '/flow-tests', {
      ...bookingTest,
      name: ' booking: THE greeting ',
    });
    expect(again.body.fieldErrors).toEqual({ name: 'already_exists' });
    // The same name in another bot is another test.
    const elsewhere = await call('POST', '/flow-tests', { ...bookingTest, flowId: ORDER });
    expect(elsewhere.status).toBe(201);
    const unknown = await call('POST', '/flow-tests', { ...bookingTest, flowId: 'flow-nope' });
    expect(unknown.body.fieldErrors).toEqual({ flowId: 'unknown_value' });
  });

  it('checks the shape and the contract’s limits of a test', async () => {
    const [opening] = bookingTest.turns;
    const { status, body } = await call('POST', '/flow-tests', {
      ...bookingTest,
      name: '  ',
      tags: ['no spaces'],
      language: 'xx-XX',
      enabled: 'yes',
      slots: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`s${index}`, 'v'])),
      turns: [
        { ...opening, said: 'hello' },
        { said: null, expect: { ...opening!.expect, reply: { text: 'x', match: 'roughly' } } },
        { said: 'x'.repeat(501), expect: { steps: null, reply: null, intent: null } },
      ],
      outcome: undefined,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      name: 'required',
      'tags.0': 'invalid',
      language: 'unknown_value',
      enabled: 'invalid',
      slots: 'too_long',
      'turns.0.said': 'invalid',
      'turns.1.said': 'required',
      'turns.1.expect.reply': 'invalid',
      'turns.2.said': 'too_long',
      'turns.2.expect.slots': 'required',
      outcome: 'required',
    });
    const noTurns = await call('POST', '/flow-tests', { ...bookingTest, turns: [] });
    expect(noTurns.body.fieldErrors).toEqual({ turns: 'required' });
  });

  it('saves a test on its version, and removes it; only editors change tests', async () => {
    const test = seededTest('silence');
    const update = { ...test, name: 'Order status: three silences', enabled: false };
    const { status, body } = await call('PUT', `/flow-tests/${test.id}`, update);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Order status: three silences', version: 2 });
    expect(body).not.toHaveProperty('extra');
    const stale = await call('PUT', `/flow-tests/${test.id}`, update);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', current: { version: 2 } });
    const noVersion = await call('PUT', `/flow-tests/${test.id}`, { ...update, version: 'x' });
    expect(noVersion.body.fieldErrors).toEqual({ version: 'required' });
    const taken = await call('PUT', `/flow-tests/${test.id}`, {
      ...update,
      version: 2,
      name: 'Order status: a shipped order',
    });
    expect(taken.body.fieldErrors).toEqual({ name: 'already_exists' });

    setCurrentRole('analyst');
    expect((await call('PUT', `/flow-tests/${test.id}`, { ...update, version: 2 })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/flow-tests/${test.id}`)).status).toBe(403);
    expect((await call('POST', '/flow-tests', bookingTest)).status).toBe(403);
    setCurrentRole('editor');
    expect((await call('DELETE', `/flow-tests/${test.id}`)).status).toBe(204);
    expect((await call('DELETE', `/flow-tests/${test.id}`)).status).toBe(404);
  });

  it('runs a bot’s enabled tests against the drafts and keeps the run', async () => {
    setCurrentRole('analyst');
    const { status, body } = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'draft',
    });
    expect(status).toBe(201);
    const run = body as unknown as FlowTestRun;
    expect(run).toMatchObject({
      botId: HOTLINE,
      tag: null,
      source: 'draft',
      flowId: null,
      versionNumber: null,
      modelId: 'model-1',
      passed: 2,
      failed: 0,
      stale: 0,
    });
    expect(run.results.map((result) => result.name)).toEqual([
      'Order status: a shipped order',
      'Order status: silence ends the call',
    ]);
    expect(run.coverage).toHaveLength(1);
    expect(run.coverage[0]).toMatchObject({
      flowId: ORDER,
      totalNodes: flow(ORDER).nodes.length,
    });

    rewordGoodbye();
    const second = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'draft',
      tag: 'smoke',
    });
    expect(second.body).toMatchObject({ tag: 'smoke', passed: 1, failed: 1 });
    const list = await call('GET', `/flow-test-runs?botId=${HOTLINE}`);
    const items = list.body.items as FlowTestRunSummary[];
    expect(items.map((item) => item.id)).toEqual([second.body.id, run.id]);
    expect(items[0]).not.toHaveProperty('results');
    const suite = await call('GET', `/flow-test-runs?botId=${HOTLINE}&tag=smoke`);
    expect((suite.body.items as FlowTestRunSummary[]).map((item) => item.id)).toEqual([
      second.body.id,
    ]);
    const one = await call('GET', `/flow-test-runs/${run.id}`);
    expect(one.body).toEqual(run);
    expect((await call('GET', '/flow-test-runs/nope')).status).toBe(404);
    expect((await call('GET', '/flow-test-runs')).body.fieldErrors).toEqual({
      botId: 'required',
    });
  });

  it('runs the published versions, or one flow’s past version, with a chosen model', async () => {
    rewordGoodbye();
    const published = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'published',
    });
    expect(published.body).toMatchObject({ passed: 2, failed: 0 });
    const past = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'version',
      flowId: ORDER,
      versionNumber: 1,
      modelId: 'model-1',
    });
    expect(past.status).toBe(201);
    expect(past.body).toMatchObject({ flowId: ORDER, versionNumber: 1, passed: 2 });

    const refusals = await Promise.all([
      call('POST', '/flow-test-runs', { botId: HOTLINE, source: 'version', flowId: ORDER }),
      call('POST', '/flow-test-runs', { botId: HOTLINE, source: 'version', versionNumber: 1 }),
      call('POST', '/flow-test-runs', {
        botId: HOTLINE,
        source: 'version',
        flowId: 'nope',
        versionNumber: 1,
      }),
      call('POST', '/flow-test-runs', { botId: HOTLINE, source: 'draft', versionNumber: 1 }),
      call('POST', '/flow-test-runs', { botId: HOTLINE, source: 'draft', modelId: 'model-x' }),
      call('POST', '/flow-test-runs', { botId: HOTLINE, source: 'sometimes' }),
    ]);
    expect(refusals.map(({ body }) => body.fieldErrors)).toEqual([
      { versionNumber: 'required' },
      { flowId: 'required' },
      { flowId: 'unknown_value' },
      { versionNumber: 'invalid' },
      { modelId: 'unknown_value' },
      { source: 'unknown_value' },
    ]);
  });

  it('says why a run cannot start: no published version, no tests', async () => {
    const noVersion = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'version',
      flowId: ORDER,
      versionNumber: 3,
    });
    expect(noVersion.body).toMatchObject({ code: 'no_published_version' });
    const noTests = await call('POST', '/flow-test-runs', {
      botId: 'bot-web-assistant',
      source: 'draft',
    });
    expect(noTests).toMatchObject({ status: 400, body: { code: 'no_tests' } });
    const noSuite = await call('POST', '/flow-test-runs', {
      botId: HOTLINE,
      source: 'draft',
      tag: 'nightly',
    });
    expect(noSuite.body.code).toBe('no_tests');
    await call('POST', '/flow-tests', bookingTest);
    const neverPublished = await call('POST', '/flow-test-runs', {
      botId: 'bot-web-assistant',
      source: 'published',
    });
    expect(neverPublished.body.code).toBe('no_published_version');
    expect(mockDb().flowTestRuns).toEqual([]);
  });

  it('keeps the latest runs of each bot, and a deleted test’s results in them', async () => {
    const start = { botId: HOTLINE, source: 'draft' };
    const first = await call('POST', '/flow-test-runs', start);
    await call('POST', '/flow-test-runs', { botId: 'bot-default', source: 'draft' });
    await call('DELETE', `/flow-tests/${seededTest('silence').id}`);
    for (let index = 1; index < MAX_RUNS_PER_BOT; index += 1) {
      await call('POST', '/flow-test-runs', start);
    }
    const kept = await call('GET', `/flow-test-runs/${String(first.body.id)}`);
    expect((kept.body as unknown as FlowTestRun).results).toHaveLength(2);
    await call('POST', '/flow-test-runs', start);
    const runs = await call('GET', `/flow-test-runs?botId=${HOTLINE}`);
    expect(runs.body.items).toHaveLength(MAX_RUNS_PER_BOT);
    expect((await call('GET', `/flow-test-runs/${String(first.body.id)}`)).status).toBe(404);
    const other = await call('GET', '/flow-test-runs?botId=bot-default');
    expect(other.body.items).toHaveLength(1);
  });
});

describe('the tests’ comparison and the publication guard', () => {
  const compare = async (flowId: string) => {
    const { status, body } = await call('POST', `/flows/${flowId}/test-comparisons`);
    expect(status).toBe(201);
    return body as unknown as FlowTestComparison;
  };
  const refs = (items: { name: string }[]) => items.map((item) => item.name);

  it('compares the draft with the published version, test by test, and keeps both runs', async () => {
    rewordGoodbye();
    // A step the silence test names is gone from the draft.
    const order = flow(ORDER);
    order.nodes = order.nodes.filter((node) => node.id !== 'say_no_number');
    const comparison = await compare(ORDER);
    expect(comparison).toMatchObject({
      flowId: ORDER,
      draftVersion: 4,
      draft: { source: 'draft', flowId: ORDER, versionNumber: null, passed: 0, failed: 1 },
      published: { source: 'published', flowId: ORDER, versionNumber: 2, passed: 2 },
    });
    expect(refs(comparison.newlyFailing)).toEqual([
      'Order status: a shipped order',
      'Order status: silence ends the call',
    ]);
    expect(comparison).toMatchObject({ newlyPassing: [], stillFailing: [] });
    expect(refs(comparison.stale)).toEqual(['Order status: silence ends the call']);
    const runs = await call('GET', `/flow-test-runs?botId=${HOTLINE}`);
    expect((runs.body.items as FlowTestRunSummary[]).map((run) => run.id)).toEqual([
      comparison.published!.id,
      comparison.draft.id,
    ]);
    expect((await call('POST', '/flows/nope/test-comparisons')).status).toBe(404);
  });

  it('counts every failing test as newly failing for a flow never published', async () => {
    await call('POST', '/flow-tests', bookingTest);
    await call('POST', '/flow-tests', {
      ...bookingTest,
      name: 'Booking: a wrong greeting',
      turns: [{ said: null, expect: { ...bookingTest.turns[0]!.expect, steps: ['ask_date'] } }],
    });
    const comparison = await compare(BOOKING);
    expect(comparison.published).toBeNull();
    expect(comparison.draft).toMatchObject({ passed: 1, failed: 1 });
    expect(refs(comparison.newlyFailing)).toEqual(['Booking: a wrong greeting']);
    // The other flows of a bot without tests: an empty draft run, nothing to compare.
    const none = await compare(RESET);
    expect(none).toMatchObject({ published: { passed: 2 }, newlyFailing: [] });
    mockDb().flowTests = [];
    const empty = await compare(ORDER);
    expect(empty).toMatchObject({
      draft: { passed: 0, failed: 0, stale: 0 },
      published: null,
      newlyFailing: [],
      newlyPassing: [],
      stillFailing: [],
      stale: [],
    });
  });

  it('refuses to publish over newly failing tests unless accepted with notes', async () => {
    rewordGoodbye();
    const publish = (body: object) =>
      call('POST', `/flows/${ORDER}/publications`, { version: 4, notes: '', ...body });
    const refused = await publish({});
    expect(refused).toMatchObject({ status: 400, body: { code: 'tests_failing' } });
    expect(mockDb().flowVersions[ORDER]).toHaveLength(2);
    // The refused comparison is kept in the past runs.
    expect(mockDb().flowTestRuns).toHaveLength(2);
    const blank = await publish({ acceptFailing: true, notes: '   ' });
    expect(blank.body.fieldErrors).toEqual({ notes: 'required' });
    const wrong = await publish({ acceptFailing: 'yes' });
    expect(wrong.body.fieldErrors).toEqual({ acceptFailing: 'invalid' });

    const { status, body } = await publish({
      acceptFailing: true,
      notes: 'The goodbye is shorter now.',
    });
    expect(status).toBe(201);
    const version = body as unknown as FlowVersionSummary;
    const draftRun = mockDb().flowTestRuns.find((run) => run.source === 'draft')!;
    expect(version.tests).toEqual({
      runId: draftRun.id,
      passed: 1,
      failed: 1,
      newlyFailing: 1,
      acceptedBy: 'Alice Example',
    });
    expect(version.notes).toBe('The goodbye is shorter now.');
    const stored = await call('GET', `/flows/${ORDER}/versions/${version.id}`);
    expect(stored.body.tests).toEqual(version.tests);
  });

  it('publishes as usual when the tests hold, and records none for a bot without tests', async () => {
    const { status, body } = await call('POST', `/flows/${ORDER}/publications`, {
      version: 4,
      notes: 'Again.',
    });
    expect(status).toBe(201);
    expect((body as unknown as FlowVersionSummary).tests).toMatchObject({
      passed: 2,
      failed: 0,
      newlyFailing: 0,
      acceptedBy: null,
    });
    // Disabled tests count as none.
    for (const test of mockDb().flowTests as FlowTest[]) test.enabled = false;
    const booking = await call('POST', `/flows/${BOOKING}/publications`, {
      version: 3,
      notes: '',
    });
    expect(booking.status).toBe(201);
    expect(booking.body.tests).toBeNull();
    const runs = mockDb().flowTestRuns;
    expect(runs).toHaveLength(2);
  });
});
