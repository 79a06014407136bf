import type { ContractCase } from './cases';
import { mockDb } from '../../src/mocks/data';
import { c } from './contractCase';
import { inboxIdOf } from '../../src/mocks/data/inbox';

const ENTITY = {
  name: 'colour',
  kind: 'list',
  values: [{ value: 'red', synonyms: ['crimson'] }],
  pattern: null,
  system: null,
};

const WEATHER = `/nlu/unrecognized/${inboxIdOf('en-US', 'Is the weather nice over there?')}`;

/** A job started just now (still queued), and one that ended long ago. */
function withJobs() {
  const now = Date.now();
  mockDb().trainingJobs = [
    { id: 'train-2', startedAt: now, startedBy: 'Alice', error: null, canceledAt: null },
    { id: 'train-1', startedAt: now - 3_600_000, startedBy: 'Bob', error: null, canceledAt: null },
  ];
}
const arranged = (contractCase: ContractCase): ContractCase => ({
  ...contractCase,
  arrange: withJobs,
});

const intent = {
  name: 'delivery.late',
  description: 'A delivery has not arrived on the promised day.',
  examples: [{ text: 'My parcel is late.', language: 'en-US' }],
};

/** The training area's endpoints: intents and their examples. */
export const TRAINING_CASES: ContractCase[] = [
  c('get', '/intents', '/intents', 200, 'the first page'),
  c('get', '/intents', '/intents?q=order&sort=updatedAt:desc&pageSize=5', 200, 'searched'),
  c('get', '/intents', '/intents?sort=examples:asc', 400, 'an unknown sort'),
  c('get', '/intents', '/intents', 200, 'a viewer reading', undefined, 'viewer'),
  c('post', '/intents', '/intents', 201, 'a new intent', intent),
  c('post', '/intents', '/intents', 400, 'a name with capitals', { ...intent, name: 'Late' }),
  c('post', '/intents', '/intents', 400, 'an example another intent has', {
    ...intent,
    examples: [{ text: 'Where is my order?', language: 'en-US' }],
  }),
  c('post', '/intents', '/intents', 403, 'an analyst adding', intent, 'analyst'),
  c('get', '/intents/{id}', '/intents/intent-1', 200, 'one intent'),
  c('get', '/intents/{id}', '/intents/nope', 404, 'an unknown one'),
  c('put', '/intents/{id}', '/intents/intent-7', 200, 'a change', { ...intent, version: 1 }),
  c('put', '/intents/{id}', '/intents/intent-7', 409, 'a stale version', { ...intent, version: 9 }),
  c('put', '/intents/{id}', '/intents/intent-7', 400, 'no version', intent),
  c('put', '/intents/{id}', '/intents/intent-7', 403, 'a viewer', intent, 'viewer'),
  c('put', '/intents/{id}', '/intents/nope', 404, 'an unknown one', { ...intent, version: 1 }),
  c('delete', '/intents/{id}', '/intents/intent-7', 204, 'a removal'),
  c('delete', '/intents/{id}', '/intents/intent-7', 403, 'an analyst', undefined, 'analyst'),
  c('delete', '/intents/{id}', '/intents/nope', 404, 'an unknown one'),
  c('post', '/nlu/predictions', '/nlu/predictions', 200, 'a sentence', {
    text: 'Where is my order?',
    language: 'en-US',
  }),
  c('post', '/nlu/predictions', '/nlu/predictions', 400, 'no text', {
    text: '',
    language: 'en-US',
  }),
  arranged(c('get', '/training-jobs', '/training-jobs', 200, 'the latest jobs')),
  c('post', '/training-jobs', '/training-jobs', 202, 'a new job'),
  c('post', '/training-jobs', '/training-jobs', 403, 'an analyst', undefined, 'analyst'),
  arranged(c('post', '/training-jobs', '/training-jobs', 409, 'while one runs')),
  arranged(c('get', '/training-jobs/{id}', '/training-jobs/train-1', 200, 'a finished job')),
  c('get', '/training-jobs/{id}', '/training-jobs/nope', 404, 'an unknown one'),
  arranged(c('delete', '/training-jobs/{id}', '/training-jobs/train-2', 200, 'a cancel')),
  arranged(
    c(
      'delete',
      '/training-jobs/{id}',
      '/training-jobs/train-2',
      403,
      'an analyst',
      undefined,
      'analyst',
    ),
  ),
  c('delete', '/training-jobs/{id}', '/training-jobs/nope', 404, 'an unknown one'),
  arranged(c('delete', '/training-jobs/{id}', '/training-jobs/train-1', 409, 'a finished one')),
  c('get', '/models', '/models', 200, 'the models'),
  c('put', '/models/{id}', '/models/model-1', 200, 'the active one again', {
    active: true,
    version: 1,
  }),
  c('put', '/models/{id}', '/models/model-1', 409, 'a stale version', { active: true, version: 7 }),
  c('put', '/models/{id}', '/models/model-1', 400, 'deactivating', { active: false, version: 1 }),
  c(
    'put',
    '/models/{id}',
    '/models/model-1',
    403,
    'a viewer',
    { active: true, version: 1 },
    'viewer',
  ),
  c('put', '/models/{id}', '/models/nope', 404, 'an unknown one', { active: true, version: 1 }),
  c('post', '/models/{id}/evaluations', '/models/model-1/evaluations', 200, 'a comparison'),
  c('post', '/models/{id}/evaluations', '/models/nope/evaluations', 404, 'an unknown one'),
  c('get', '/models/{id}/report', '/models/model-1/report', 200, 'the figures per intent'),
  c('get', '/models/{id}/report', '/models/nope/report', 404, 'an unknown one'),
  c('get', '/nlu/test-sentences', '/nlu/test-sentences', 200, 'the pinned sentences'),
  c('post', '/nlu/test-sentences', '/nlu/test-sentences', 201, 'a new one', {
    text: 'My parcel is late.',
    language: 'en-US',
    intentId: 'intent-2',
  }),
  c('post', '/nlu/test-sentences', '/nlu/test-sentences', 400, 'one pinned already', {
    text: 'Where is my parcel?',
    language: 'en-US',
    intentId: 'intent-2',
  }),
  c(
    'post',
    '/nlu/test-sentences',
    '/nlu/test-sentences',
    403,
    'an analyst',
    { text: 'Late parcel', language: 'en-US', intentId: 'intent-2' },
    'analyst',
  ),
  c('delete', '/nlu/test-sentences/{id}', '/nlu/test-sentences/pinned-1', 204, 'unpinned'),
  c('delete', '/nlu/test-sentences/{id}', '/nlu/test-sentences/nope', 404, 'an unknown one'),
  c(
    'delete',
    '/nlu/test-sentences/{id}',
    '/nlu/test-sentences/pinned-1',
    403,
    'a viewer',
    undefined,
    'viewer',
  ),
  c('get', '/nlu/unrecognized', '/nlu/unrecognized', 200, 'the open sentences'),
  c(
    'get',
    '/nlu/unrecognized',
    '/nlu/unrecognized?period=90d&language=en-US&status=ignored&q=dog&pageSize=10',
    200,
    'filtered',
  ),
  c('get', '/nlu/unrecognized', '/nlu/unrecognized?period=1y', 400, 'an unknown period'),
  c('put', '/nlu/unrecognized/{id}', WEATHER, 200, 'ignored', { status: 'ignored', version: 1 }),
  c('put', '/nlu/unrecognized/{id}', WEATHER, 200, 'assigned', {
    status: 'assigned',
    intentId: 'intent-1',
    version: 1,
  }),
  c('put', '/nlu/unrecognized/{id}', WEATHER, 400, 'assigned to nothing', {
    status: 'assigned',
    version: 1,
  }),
  c('put', '/nlu/unrecognized/{id}', WEATHER, 409, 'a stale version', {
    status: 'ignored',
    version: 4,
  }),
  c(
    'put',
    '/nlu/unrecognized/{id}',
    WEATHER,
    403,
    'an analyst',
    { status: 'ignored', version: 1 },
    'analyst',
  ),
  c('put', '/nlu/unrecognized/{id}', '/nlu/unrecognized/nope', 404, 'an unknown one', {
    status: 'ignored',
    version: 1,
  }),
  c('post', '/nlu/imports', '/nlu/imports', 200, 'a dry run', {
    format: 'csv',
    mode: 'merge',
    dryRun: true,
    content: 'intent,text,language\norder.status,Where is my parcel?,en-US\n',
  }),
  c('post', '/nlu/imports', '/nlu/imports', 200, 'a Rasa file applied', {
    format: 'rasa-yaml',
    mode: 'merge',
    dryRun: false,
    language: 'en-US',
    content:
      'version: "3.1"\nnlu:\n- intent: delivery.late\n  examples: |\n    - My parcel is late\n',
  }),
  c('post', '/nlu/imports', '/nlu/imports', 400, 'no format', {
    mode: 'merge',
    dryRun: true,
    content: '',
  }),
  c(
    'post',
    '/nlu/imports',
    '/nlu/imports',
    403,
    'an analyst',
    { format: 'csv', mode: 'merge', dryRun: true, content: '' },
    'analyst',
  ),
  c('get', '/nlu/exports', '/nlu/exports?format=csv&language=de-DE', 200, 'German as CSV'),
  c('get', '/nlu/exports', '/nlu/exports?format=rasa-yaml&language=en-US', 200, 'as Rasa YAML'),
  c('get', '/nlu/exports', '/nlu/exports?format=xml&language=en-US', 400, 'an unknown format'),
  c('get', '/entities', '/entities', 200, 'the entities'),
  c('post', '/entities', '/entities', 201, 'a list entity', ENTITY),
  c('post', '/entities', '/entities', 400, 'a pattern that does not compile', {
    ...ENTITY,
    kind: 'regex',
    pattern: '([a-z',
  }),
  c('post', '/entities', '/entities', 403, 'an analyst', ENTITY, 'analyst'),
  c('put', '/entities/{id}', '/entities/entity-1', 200, 'a change', { ...ENTITY, version: 1 }),
  c('put', '/entities/{id}', '/entities/entity-1', 409, 'a stale version', {
    ...ENTITY,
    version: 3,
  }),
  c('put', '/entities/{id}', '/entities/entity-1', 400, 'a value twice', {
    ...ENTITY,
    values: [
      { value: 'red', synonyms: [] },
      { value: 'Red', synonyms: [] },
    ],
    version: 1,
  }),
  c(
    'put',
    '/entities/{id}',
    '/entities/entity-1',
    403,
    'a viewer',
    { ...ENTITY, version: 1 },
    'viewer',
  ),
  c('put', '/entities/{id}', '/entities/nope', 404, 'an unknown one', { ...ENTITY, version: 1 }),
  c('delete', '/entities/{id}', '/entities/entity-2', 204, 'a removal'),
  c('delete', '/entities/{id}', '/entities/entity-2', 403, 'an analyst', undefined, 'analyst'),
  c('delete', '/entities/{id}', '/entities/nope', 404, 'an unknown one'),
  c('get', '/nlu/conflicts', '/nlu/conflicts', 200, 'examples worded alike'),
  c(
    'get',
    '/nlu/similar-examples',
    '/nlu/similar-examples?text=Where%20is%20my%20order%20now&language=en-US&intentId=intent-1',
    200,
    'a typed example worded like another intent’s',
  ),
  c('get', '/nlu/similar-examples', '/nlu/similar-examples?language=en-US', 400, 'no text'),
  c('delete', '/intent-examples/{id}', '/intent-examples/ex-1', 200, 'a duplicate removed'),
  c(
    'delete',
    '/intent-examples/{id}',
    '/intent-examples/ex-2',
    403,
    'a viewer',
    undefined,
    'viewer',
  ),
  c('delete', '/intent-examples/{id}', '/intent-examples/nope', 404, 'an unknown example'),
];
