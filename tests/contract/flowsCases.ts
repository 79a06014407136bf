import type { ContractCase } from './cases';
import { mockDb } from '../../src/mocks/data';
import { createFlowSeed } from '../../src/mocks/data/flows';
import { startSimulation } from '../../src/mocks/data/flowSimulator';
import { createFlowTestSeed } from '../../src/mocks/data/flowTestSeed';
import { compareTests } from '../../src/mocks/handlers/flowTests';
import { c } from './contractCase';

const RESET = 'flow-password-reset';
const ORDER = 'flow-order-status';

/** The seeded Order status draft as the editor sends it back (version 4). */
const order = createFlowSeed(Date.parse('2026-03-15T12:00:00Z'), 'Editor', 'Admin').flows.find(
  (flow) => flow.id === ORDER,
)!;
const save = { name: order.name, nodes: order.nodes, edges: order.edges, version: 4 };
const newFlow = { name: 'Billing questions', botId: 'bot-default', template: 'handoverOnRequest' };
const session = {
  flowId: ORDER,
  source: 'published',
  language: 'en-US',
  channel: 'voice',
  slots: { order_number: 'AB123456' },
};

/** A session waiting at Order status's first question, as `sim-1`. */
function withSession() {
  const flow = mockDb().flows.find((candidate) => candidate.id === ORDER)!;
  const { state } = startSimulation(
    {
      id: 'sim-1',
      flowId: ORDER,
      source: 'draft',
      language: 'en-US',
      channel: 'voice',
      slots: {},
      graph: flow,
    },
    { subflowGraph: () => undefined, understand: () => ({ intent: null, confidence: 0 }) },
  );
  mockDb().simulatorSessions.push(state);
}
const inSession = (contractCase: ContractCase): ContractCase => ({
  ...contractCase,
  arrange: withSession,
});

/** Order status's welcome in English only: four languages missing, nothing to publish. */
function withMissingTexts() {
  mockDb().flows.find((flow) => flow.id === ORDER)!.nodes[1]!.data.texts = { 'en-US': 'Hi' };
}

/** The seeded shipped-order test as the editor sends it back (version 1). */
const seededTest = createFlowTestSeed(Date.parse('2026-03-15T12:00:00Z'), 'Editor').flowTests[0]!;
const TEST = seededTest.id;
const testFields = Object.fromEntries(
  Object.entries(seededTest).filter(
    ([field]) => !['id', 'botId', 'version', 'updatedAt', 'updatedBy'].includes(field),
  ),
);
const testUpdate = { ...testFields, version: 1 };
const newTest = { ...testFields, name: 'Order status: shipped, in German', language: 'de-DE' };
const hotlineRun = { botId: 'bot-service-hotline', source: 'draft' };

/** Order status's goodbye reworded in the draft: the shipped-order test newly fails. */
function withFailingTest() {
  const goodbye = mockDb()
    .flows.find((flow) => flow.id === ORDER)!
    .nodes.find((node) => node.id === 'say_goodbye')!;
  goodbye.data.texts = { ...goodbye.data.texts, 'en-US': 'Bye now!' };
}

/** A comparison of Order status made, its draft run as `flow-test-run-1`. */
function withRun() {
  const { draftRun } = compareTests(mockDb().flows.find((flow) => flow.id === ORDER)!);
  draftRun.id = 'flow-test-run-1';
}

const TRY_CALL = '/simulator/api-calls';
const tryCall = {
  integration: 'shop',
  method: 'POST',
  path: '/orders/{order_number}',
  body: '{"order": {order_number}}',
  timeoutMs: 3000,
  responseMapping: [{ path: 'order.status', slot: 'order_status' }],
  slots: { order_number: 'A-1' },
};
const SESSION = '/simulator/sessions/{id}';
const MESSAGES = '/simulator/sessions/{id}/messages';

/** The Flows area's endpoints: flows, their versions, and the simulator. */
export const FLOWS_CASES: ContractCase[] = [
  c('get', '/flows', '/flows', 200, 'the first page'),
  c('get', '/flows', '/flows?q=order&botId=bot-service-hotline&status=published', 200, 'filtered'),
  c('get', '/flows', '/flows?sort=updatedAt:desc&pageSize=2&page=2', 200, 'a later page'),
  c('get', '/flows', '/flows', 200, 'a viewer reading', undefined, 'viewer'),
  c('get', '/flows', '/flows?sort=problems:asc', 400, 'an unknown sort'),
  c('post', '/flows', '/flows', 201, 'from a template', newFlow),
  c('post', '/flows', '/flows', 201, 'a copy', {
    name: 'Order status',
    botId: 'bot-default',
    copyOf: ORDER,
  }),
  c('post', '/flows', '/flows', 400, 'a name the bot has', { ...newFlow, name: 'Password reset' }),
  c('post', '/flows', '/flows', 403, 'an analyst adding', newFlow, 'analyst'),
  c('get', '/flows/{id}', `/flows/${RESET}`, 200, 'a changed flow'),
  c('get', '/flows/{id}', '/flows/nope', 404, 'an unknown one'),
  c('put', '/flows/{id}', `/flows/${ORDER}`, 200, 'a save', save),
  c('put', '/flows/{id}', `/flows/${ORDER}`, 400, 'an unknown node type', {
    ...save,
    nodes: [{ ...order.nodes[0], type: 'teleport' }, ...order.nodes.slice(1)],
  }),
  c('put', '/flows/{id}', `/flows/${ORDER}`, 403, 'a viewer', save, 'viewer'),
  c('put', '/flows/{id}', '/flows/nope', 404, 'an unknown one', save),
  c('put', '/flows/{id}', `/flows/${ORDER}`, 409, 'a stale version', { ...save, version: 3 }),
  c('delete', '/flows/{id}', '/flows/flow-appointment-booking', 204, 'a removal'),
  c('delete', '/flows/{id}', `/flows/${ORDER}`, 403, 'an analyst', undefined, 'analyst'),
  c('delete', '/flows/{id}', '/flows/nope', 404, 'an unknown one'),
  c('delete', '/flows/{id}', '/flows/flow-identify-caller', 409, 'a subflow in use'),
  c('post', '/flows/{id}/validation', `/flows/${RESET}/validation`, 200, 'a sound draft'),
  {
    ...c('post', '/flows/{id}/validation', `/flows/${ORDER}/validation`, 200, 'texts missing'),
    arrange: withMissingTexts,
  },
  c('post', '/flows/{id}/validation', '/flows/nope/validation', 404, 'an unknown one'),
  c('get', '/flows/{id}/versions', `/flows/${ORDER}/versions`, 200, 'two versions'),
  c('get', '/flows/{id}/versions', '/flows/nope/versions', 404, 'an unknown one'),
  c(
    'get',
    '/flows/{id}/versions/{versionId}',
    `/flows/${ORDER}/versions/${ORDER}-v1`,
    200,
    'the first version',
  ),
  c(
    'get',
    '/flows/{id}/versions/{versionId}',
    `/flows/${ORDER}/versions/nope`,
    404,
    'an unknown version',
  ),
  c('post', '/flows/{id}/publications', `/flows/${RESET}/publications`, 201, 'a publication', {
    version: 5,
    notes: 'Reset links by e-mail too.',
  }),
  c('post', '/flows/{id}/publications', `/flows/${RESET}/publications`, 400, 'no notes', {
    version: 5,
  }),
  {
    ...c('post', '/flows/{id}/publications', `/flows/${ORDER}/publications`, 400, 'tests fail', {
      version: 4,
      notes: '',
    }),
    arrange: withFailingTest,
  },
  {
    ...c(
      'post',
      '/flows/{id}/publications',
      `/flows/${ORDER}/publications`,
      201,
      'failing tests accepted',
      { version: 4, notes: 'The goodbye is shorter now.', acceptFailing: true },
    ),
    arrange: withFailingTest,
  },
  {
    ...c('post', '/flows/{id}/publications', `/flows/${ORDER}/publications`, 400, 'errors', {
      version: 4,
      notes: '',
    }),
    arrange: withMissingTexts,
  },
  c(
    'post',
    '/flows/{id}/publications',
    `/flows/${RESET}/publications`,
    403,
    'an editor',
    { version: 5, notes: '' },
    'editor',
  ),
  c('post', '/flows/{id}/publications', '/flows/nope/publications', 404, 'an unknown one', {
    version: 1,
    notes: '',
  }),
  c('post', '/flows/{id}/publications', `/flows/${RESET}/publications`, 409, 'a stale version', {
    version: 4,
    notes: '',
  }),
  c('post', '/flows/{id}/restorations', `/flows/${ORDER}/restorations`, 200, 'version 1 again', {
    versionId: `${ORDER}-v1`,
    version: 4,
  }),
  c('post', '/flows/{id}/restorations', `/flows/${ORDER}/restorations`, 400, 'an unknown one', {
    versionId: 'nope',
    version: 4,
  }),
  c(
    'post',
    '/flows/{id}/restorations',
    `/flows/${ORDER}/restorations`,
    403,
    'a viewer',
    { versionId: `${ORDER}-v1`, version: 4 },
    'viewer',
  ),
  c('post', '/flows/{id}/restorations', '/flows/nope/restorations', 404, 'an unknown flow', {
    versionId: `${ORDER}-v1`,
    version: 4,
  }),
  c('post', '/flows/{id}/restorations', `/flows/${ORDER}/restorations`, 409, 'a stale version', {
    versionId: `${ORDER}-v1`,
    version: 2,
  }),
  c('post', '/simulator/sessions', '/simulator/sessions', 201, 'the published version', session),
  c('post', '/simulator/sessions', '/simulator/sessions', 201, 'a past version', {
    ...session,
    versionNumber: 1,
  }),
  c('post', '/simulator/sessions', '/simulator/sessions', 201, 'a draft from a node', {
    ...session,
    flowId: RESET,
    source: 'draft',
    startNodeId: 'ask_channel',
    slots: { customer_number: '4711' },
  }),
  c('post', '/simulator/sessions', '/simulator/sessions', 400, 'never published', {
    ...session,
    flowId: 'flow-appointment-booking',
  }),
  c('post', '/simulator/sessions', '/simulator/sessions', 400, 'no such version', {
    ...session,
    versionNumber: 7,
  }),
  c('post', '/simulator/sessions', '/simulator/sessions', 404, 'an unknown flow', {
    ...session,
    flowId: 'nope',
  }),
  c('post', TRY_CALL, TRY_CALL, 200, 'a call answered, mapped into slots', tryCall),
  c('post', TRY_CALL, TRY_CALL, 200, 'a call that runs out of time', {
    ...tryCall,
    timeoutMs: 200,
  }),
  c('post', TRY_CALL, TRY_CALL, 400, 'a body that is not JSON', { ...tryCall, body: '{"a": }' }),
  c('post', TRY_CALL, TRY_CALL, 403, 'a viewer', tryCall, 'viewer'),
  inSession(
    c('post', MESSAGES, '/simulator/sessions/sim-1/messages', 200, 'an answer', {
      text: 'AB123456',
    }),
  ),
  inSession(
    c('post', MESSAGES, '/simulator/sessions/sim-1/messages', 200, 'keyed in', {
      dtmf: '12#',
    }),
  ),
  inSession(
    c('post', MESSAGES, '/simulator/sessions/sim-1/messages', 200, 'silence', { silence: true }),
  ),
  inSession(
    c('post', MESSAGES, '/simulator/sessions/sim-1/messages', 400, 'a button not offered', {
      button: 'btn-nope',
    }),
  ),
  inSession(
    c('post', MESSAGES, '/simulator/sessions/sim-1/messages', 400, 'text and DTMF', {
      text: '1',
      dtmf: '1',
    }),
  ),
  c('post', MESSAGES, '/simulator/sessions/nope/messages', 404, 'an unknown session', {
    text: 'hello',
  }),
  inSession(c('delete', SESSION, '/simulator/sessions/sim-1', 204, 'ended')),
  c('delete', SESSION, '/simulator/sessions/nope', 404, 'an unknown session'),
  c('get', '/flow-tests', '/flow-tests?botId=bot-service-hotline', 200, 'a bot’s tests'),
  c('get', '/flow-tests', '/flow-tests?botId=bot-default&tag=smoke', 200, 'a suite'),
  c('get', '/flow-tests', '/flow-tests', 400, 'no bot'),
  c('post', '/flow-tests', '/flow-tests', 201, 'a new test', newTest),
  c('post', '/flow-tests', '/flow-tests', 400, 'a name the bot has', testFields),
  c('post', '/flow-tests', '/flow-tests', 403, 'an analyst', newTest, 'analyst'),
  c('get', '/flow-tests/{id}', `/flow-tests/${TEST}`, 200, 'a test'),
  c('get', '/flow-tests/{id}', '/flow-tests/nope', 404, 'an unknown one'),
  c('put', '/flow-tests/{id}', `/flow-tests/${TEST}`, 200, 'a save', testUpdate),
  c('put', '/flow-tests/{id}', `/flow-tests/${TEST}`, 400, 'an unknown flow', {
    ...testUpdate,
    flowId: 'flow-nope',
  }),
  c('put', '/flow-tests/{id}', `/flow-tests/${TEST}`, 403, 'a viewer', testUpdate, 'viewer'),
  c('put', '/flow-tests/{id}', '/flow-tests/nope', 404, 'an unknown one', testUpdate),
  c('put', '/flow-tests/{id}', `/flow-tests/${TEST}`, 409, 'a stale version', {
    ...testUpdate,
    version: 3,
  }),
  c('delete', '/flow-tests/{id}', `/flow-tests/${TEST}`, 204, 'a removal'),
  c('delete', '/flow-tests/{id}', `/flow-tests/${TEST}`, 403, 'an analyst', undefined, 'analyst'),
  c('delete', '/flow-tests/{id}', '/flow-tests/nope', 404, 'an unknown one'),
  c('get', '/flow-test-runs', '/flow-test-runs?botId=bot-service-hotline', 200, 'none yet'),
  {
    ...c('get', '/flow-test-runs', '/flow-test-runs?botId=bot-service-hotline', 200, 'runs'),
    arrange: withRun,
  },
  c('get', '/flow-test-runs', '/flow-test-runs?tag=smoke', 400, 'no bot'),
  c('post', '/flow-test-runs', '/flow-test-runs', 201, 'the drafts', hotlineRun),
  {
    ...c('post', '/flow-test-runs', '/flow-test-runs', 201, 'a suite, one failing', {
      ...hotlineRun,
      tag: 'smoke',
      modelId: 'model-1',
    }),
    arrange: withFailingTest,
  },
  c('post', '/flow-test-runs', '/flow-test-runs', 201, 'a past version', {
    ...hotlineRun,
    source: 'version',
    flowId: ORDER,
    versionNumber: 1,
  }),
  c('post', '/flow-test-runs', '/flow-test-runs', 400, 'no such version', {
    ...hotlineRun,
    source: 'version',
    flowId: ORDER,
    versionNumber: 9,
  }),
  c('post', '/flow-test-runs', '/flow-test-runs', 400, 'an unknown model', {
    ...hotlineRun,
    modelId: 'model-nope',
  }),
  c('post', '/flow-test-runs', '/flow-test-runs', 400, 'no tests', {
    botId: 'bot-web-assistant',
    source: 'draft',
  }),
  {
    ...c('get', '/flow-test-runs/{id}', '/flow-test-runs/flow-test-run-1', 200, 'a run'),
    arrange: withRun,
  },
  c('get', '/flow-test-runs/{id}', '/flow-test-runs/nope', 404, 'an unknown one'),
  c(
    'post',
    '/flows/{id}/test-comparisons',
    `/flows/${ORDER}/test-comparisons`,
    201,
    'nothing changes',
  ),
  {
    ...c(
      'post',
      '/flows/{id}/test-comparisons',
      `/flows/${ORDER}/test-comparisons`,
      201,
      'a test newly fails',
    ),
    arrange: withFailingTest,
  },
  c(
    'post',
    '/flows/{id}/test-comparisons',
    '/flows/flow-appointment-booking/test-comparisons',
    201,
    'never published, no tests',
  ),
  c('post', '/flows/{id}/test-comparisons', '/flows/nope/test-comparisons', 404, 'an unknown one'),
];
