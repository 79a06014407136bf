import { describe, expect, it } from 'vitest';
import type {
  FlowTest,
  FlowTestExpectation,
  FlowTestResult,
  FlowTestTurn,
} from '../../lib/api-client/schema';
import type { SimulatorEnvironment } from './flowSimulator';
import {
  compareResults,
  draftGraph,
  publishedGraph,
  runFlowTests,
  runnableTests,
  type FlowTestRunner,
} from './flowTests';
import { createFlowSeed } from './flows';

const seed = createFlowSeed(Date.parse('2026-03-15T12:00:00Z'), 'Bob Sample', 'Alice');
const ORDER = 'flow-order-status';
const RESET = 'flow-password-reset';

const understand: SimulatorEnvironment['understand'] = (text) =>
  /where/i.test(text)
    ? { intent: 'order.status', confidence: 0.8 }
    : { intent: null, confidence: 0 };
const drafts: FlowTestRunner = { graphFor: (flowId) => draftGraph(seed, flowId), understand };

const turn = (said: string | null, expect: Partial<FlowTestExpectation> = {}): FlowTestTurn => ({
  said,
  expect: { steps: null, reply: null, intent: null, slots: null, ...expect },
});

let number = 0;
function testOf(fields: Partial<FlowTest>): FlowTest {
  number += 1;
  return {
    id: `t${number}`,
    name: `Test ${number}`,
    botId: 'bot-service-hotline',
    flowId: ORDER,
    tags: [],
    enabled: true,
    language: 'en-US',
    channel: 'voice',
    slots: {},
    startNodeId: null,
    turns: [turn(null)],
    outcome: null,
    origin: null,
    version: 1,
    updatedAt: '2026-03-15T12:00:00.000Z',
    updatedBy: 'Bob Sample',
    ...fields,
  };
}

/** Order status: the order found, no more help wanted. */
const shipped = [
  turn(null, {
    steps: ['say_welcome', 'ask_order_number'],
    reply: {
      text: 'welcome to the order hotline.   WHAT is your order number? You will find it in your order confirmation.',
      match: 'exact',
    },
  }),
  turn('Where is AB123456?', {
    steps: ['say_status', 'ask_more'],
    reply: { text: 'has been  shipped', match: 'contains' },
    intent: 'order.status',
    slots: { order_number: 'Where is AB123456?' },
  }),
  turn('2', { steps: ['say_goodbye'] }),
];

const runOne = (test: FlowTest, runner = drafts) => runFlowTests([test], runner).results[0]!;

describe('the conversation test runner', () => {
  it('passes a test whose every turn goes as expected, and says what each turn did', () => {
    const run = runFlowTests([testOf({ turns: shipped, outcome: 'contained' })], drafts);
    expect(run).toMatchObject({ passed: 1, failed: 0, stale: 0 });
    const [result] = run.results;
    expect(result).toMatchObject({
      status: 'passed',
      outcome: 'contained',
      divergence: null,
      missingSteps: [],
    });
    expect(result!.turns[0]).toEqual({
      said: null,
      steps: ['say_welcome', 'ask_order_number'],
      reply:
        'Welcome to the order hotline.\nWhat is your order number? You will find it in your order confirmation.',
      intent: null,
      slots: {},
      failed: [],
    });
    expect(result!.turns[1]).toMatchObject({
      intent: 'order.status',
      slots: { order_number: 'Where is AB123456?' },
    });
    expect(result!.turns[2]).toMatchObject({ steps: ['say_goodbye'], failed: [] });
  });

  it('names the first expectation that did not hold, checked steps, reply, intent, slots', () => {
    const changed = (index: number, expect: Partial<FlowTestExpectation>) =>
      shipped.map((original, at) =>
        at === index ? { ...original, expect: { ...original.expect, ...expect } } : original,
      );
    const steps = runOne(testOf({ turns: changed(1, { steps: ['say_status'] }) }));
    expect(steps).toMatchObject({ status: 'failed', divergence: { turn: 1, check: 'steps' } });
    const exact = runOne(
      testOf({ turns: changed(2, { reply: { text: 'Thank you', match: 'exact' } }) }),
    );
    expect(exact.divergence).toEqual({ turn: 2, check: 'reply' });
    const contains = runOne(
      testOf({ turns: changed(0, { reply: { text: 'goodbye', match: 'contains' } }) }),
    );
    expect(contains.divergence).toEqual({ turn: 0, check: 'reply' });
    const intent = runOne(testOf({ turns: changed(1, { intent: 'billing.question' }) }));
    expect(intent.divergence).toEqual({ turn: 1, check: 'intent' });
    const slots = runOne(testOf({ turns: changed(2, { slots: { more_help: '1' } }) }));
    expect(slots.divergence).toEqual({ turn: 2, check: 'slots' });
    // Several at once: the turn lists them all, the divergence is the first in order.
    const several = runOne(
      testOf({ turns: changed(1, { intent: 'billing.question', steps: [], slots: { x: 'y' } }) }),
    );
    expect(several.turns[1]!.failed).toEqual(['steps', 'intent', 'slots']);
    expect(several.divergence).toEqual({ turn: 1, check: 'steps' });
  });

  it('checks the outcome after the last turn, and a conversation still going has none', () => {
    const ended = runOne(testOf({ turns: shipped, outcome: 'handover' }));
    expect(ended).toMatchObject({ status: 'failed', outcome: 'contained' });
    expect(ended.divergence).toEqual({ turn: 2, check: 'outcome' });
    expect(ended.turns[2]!.failed).toEqual(['outcome']);
    const going = runOne(testOf({ turns: shipped.slice(0, 2), outcome: 'contained' }));
    expect(going).toMatchObject({ outcome: null, divergence: { turn: 1, check: 'outcome' } });
    // An earlier failure comes first.
    const both = runOne(
      testOf({ turns: [turn(null, { steps: [] }), ...shipped.slice(1)], outcome: 'error' }),
    );
    expect(both.divergence).toEqual({ turn: 0, check: 'steps' });
  });

  it('fails the turns after the conversation ended, with empty results', () => {
    const result = runOne(
      testOf({
        turns: [...shipped, turn('hello?', { reply: { text: 'x', match: 'contains' } }), turn('')],
        outcome: 'contained',
      }),
    );
    expect(result.turns.slice(3)).toEqual([
      { said: 'hello?', steps: [], reply: '', intent: null, slots: {}, failed: ['reply'] },
      { said: '', steps: [], reply: '', intent: null, slots: {}, failed: ['steps'] },
    ]);
    expect(result).toMatchObject({ status: 'failed', divergence: { turn: 3, check: 'reply' } });
  });

  it('marks a test naming steps its flow does not have as stale, and does not walk it', () => {
    const result = runOne(
      testOf({
        startNodeId: 'gone_start',
        turns: [
          turn(null, { steps: ['say_welcome', 'gone_ask'] }),
          turn('1', { steps: ['gone_ask'] }),
        ],
      }),
    );
    expect(result).toEqual({
      testId: expect.any(String),
      name: expect.any(String),
      flowId: ORDER,
      status: 'stale',
      missingSteps: ['gone_start', 'gone_ask'],
      turns: [],
      outcome: null,
      divergence: null,
    });
    const unknownFlow = runFlowTests([testOf({ flowId: 'flow-gone' })], drafts);
    expect(unknownFlow).toMatchObject({ stale: 1, coverage: [] });
  });

  it('starts from a step with preset slots', () => {
    const result = runOne(
      testOf({
        startNodeId: 'say_status',
        slots: { order_number: 'AB1' },
        turns: [turn(null, { steps: ['say_status', 'ask_more'] }), turn('1', { steps: [] })],
        outcome: 'handover',
      }),
    );
    expect(result.status).toBe('passed');
    expect(result.turns[0]!.reply).toContain('Your order AB1 has been shipped');
  });

  it('reports the steps and connections the tests went through, per flow', () => {
    const silence = [turn(null), turn(''), turn(''), turn('')];
    const run = runFlowTests(
      [testOf({ turns: shipped }), testOf({ turns: silence }), testOf({ flowId: RESET })],
      drafts,
    );
    const order = draftGraph(seed, ORDER)!;
    const [coverage, reset] = run.coverage;
    expect(run.coverage.map((flow) => flow.flowId)).toEqual([ORDER, RESET]);
    expect(coverage).toMatchObject({
      totalNodes: order.nodes.length,
      totalEdges: order.edges.length,
    });
    expect(coverage!.nodes).toEqual([
      'start',
      'say_welcome',
      'ask_order_number',
      'check_order_number',
      'say_no_number',
      'api_order',
      'end_abandoned',
      'say_status',
      'ask_more',
      'check_more',
      'say_goodbye',
      'end_contained',
    ]);
    expect(coverage!.edges).toEqual([
      'start:next->say_welcome',
      'say_welcome:next->ask_order_number',
      'ask_order_number:next->check_order_number',
      'check_order_number:missing->say_no_number',
      'check_order_number:else->api_order',
      'say_no_number:next->end_abandoned',
      'api_order:success->say_status',
      'say_status:next->ask_more',
      'ask_more:next->check_more',
      'check_more:else->say_goodbye',
      'say_goodbye:next->end_contained',
    ]);
    // Password reset waits at the subflow's question: the subflow node is where it is.
    expect(reset).toMatchObject({ nodes: ['start', 'say_welcome', 'sub_identify'] });
  });

  it('runs a flow’s past version with graphFor, and walks its subflows there too', () => {
    const welcome = [
      turn(null, {
        steps: ['say_welcome', 'sub_identify'],
        reply: { text: 'Welcome to the password service.', match: 'contains' },
      }),
      turn('4711', {
        steps: ['say_verified', 'ask_channel'],
        reply: { text: 'Press 1 to continue.', match: 'contains' },
        slots: { customer_number: '4711', caller_identified: 'yes' },
      }),
      turn('1', { steps: ['say_link_sent'] }),
    ];
    const test = testOf({ flowId: RESET, botId: 'bot-default', turns: welcome });
    const pastVersion: FlowTestRunner = {
      graphFor: (flowId) =>
        flowId === RESET ? publishedGraph(seed, RESET, 1) : draftGraph(seed, flowId),
      understand,
    };
    expect(runOne({ ...test, outcome: 'contained' }, pastVersion).status).toBe('passed');
    expect(runOne(test, drafts).divergence).toEqual({ turn: 0, check: 'reply' });
    // Without its subflow the flow cannot go on.
    const noSubflow: FlowTestRunner = {
      graphFor: (flowId) => (flowId === RESET ? draftGraph(seed, RESET) : undefined),
      understand,
    };
    const broken = runOne({ ...test, outcome: 'contained' }, noSubflow);
    expect(broken).toMatchObject({ outcome: 'error', divergence: { turn: 0, check: 'steps' } });
  });

  it('takes the enabled tests, of a suite when a tag is given', () => {
    const tests = [
      testOf({ tags: ['smoke'] }),
      testOf({ tags: ['smoke'], enabled: false }),
      testOf({ tags: [] }),
    ];
    expect(runnableTests(tests).map((test) => test.id)).toEqual([tests[0]!.id, tests[2]!.id]);
    expect(runnableTests(tests, 'smoke')).toEqual([tests[0]]);
    expect(runnableTests(tests, 'other')).toEqual([]);
  });

  it('compares two runs test by test, a stale test counting as failing', () => {
    const result = (testId: string, status: FlowTestResult['status']): FlowTestResult => ({
      testId,
      name: `Test ${testId}`,
      flowId: ORDER,
      status,
      missingSteps: [],
      turns: [],
      outcome: null,
      divergence: null,
    });
    const before = [
      result('a', 'passed'),
      result('b', 'failed'),
      result('c', 'passed'),
      result('d', 'stale'),
      result('e', 'passed'),
    ];
    const after = [
      result('a', 'failed'),
      result('b', 'passed'),
      result('c', 'stale'),
      result('d', 'failed'),
      result('e', 'passed'),
    ];
    const ids = (refs: { testId: string }[]) => refs.map((ref) => ref.testId);
    const changes = compareResults(before, after);
    expect(ids(changes.newlyFailing)).toEqual(['a', 'c']);
    expect(ids(changes.newlyPassing)).toEqual(['b']);
    expect(ids(changes.stillFailing)).toEqual(['d']);
    expect(ids(changes.stale)).toEqual(['c']);
    expect(changes.newlyFailing[0]).toEqual({ testId: 'a', name: 'Test a' });
    // Nothing to compare with: every failing test is newly failing.
    const first = compareResults(null, after);
    expect(ids(first.newlyFailing)).toEqual(['a', 'c', 'd']);
    expect([...first.newlyPassing, ...first.stillFailing]).toEqual([]);
  });
});
