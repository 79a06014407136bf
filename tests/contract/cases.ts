import { createConfigurationSeed } from '../../src/mocks/data/botConfigs';
import { FLOWS_CASES } from './flowsCases';
import type { Method } from './openapiDoc';
import { TECH_CASES } from './techCases';
import { TRAINING_CASES } from './trainingCases';

/** One representative request and the status the contract promises for it. */
export interface ContractCase {
  name: string;
  method: Method;
  /** The document's path template. */
  path: string;
  /** The concrete path under /api/v1, with its query. */
  url: string;
  body?: unknown;
  /** Mock-only: the signed-in person's role for this request (default administrator). */
  role?: 'administrator' | 'editor' | 'analyst' | 'viewer';
  status: number;
  /** Puts the mock data into the state the case needs (after the reset before each case). */
  arrange?: () => void;
}

const get = (path: string, url: string, status: number, name: string): ContractCase => ({
  name,
  method: 'get',
  path,
  url,
  status,
});

const validSupport = {
  subject: 'Voice bot hangs up',
  description: 'Since this morning calls end after the greeting.',
  severity: 'high',
  diagnostics: { version: '0.1.0', language: 'en-US' },
};

/** The seeded `default` configuration's settings (what a save sends), and variants of it. */
const seededDefault = createConfigurationSeed(Date.parse('2026-03-15T12:00:00Z'), 'Editor')
  .botConfigs[0]!;
const SERVER_FIELDS = ['id', 'status', 'productionVersion', 'version', 'updatedAt', 'updatedBy'];
const configSettings = Object.fromEntries(
  Object.entries(seededDefault).filter(([field]) => !SERVER_FIELDS.includes(field)),
);
const newConfig = { ...configSettings, name: 'night-shift', botId: 'bot-service-hotline' };
const put = (
  name: string,
  url: string,
  body: unknown,
  status: number,
  role?: ContractCase['role'],
) => ({
  name,
  method: 'put' as const,
  path: url.startsWith('/bot-configs') ? '/bot-configs/{id}' : '/phone-numbers/{id}',
  url,
  body,
  status,
  ...(role ? { role } : {}),
});
const post = (
  path: string,
  name: string,
  body: unknown,
  status: number,
  role?: ContractCase['role'],
) => ({
  name,
  method: 'post' as const,
  path,
  url: path.replace('{id}', 'cfg-default'),
  body,
  status,
  ...(role ? { role } : {}),
});
const del = (
  path: string,
  url: string,
  name: string,
  status: number,
  role?: ContractCase['role'],
) => ({
  name,
  method: 'delete' as const,
  path,
  url,
  status,
  ...(role ? { role } : {}),
});
const newPhone = {
  number: '+4940123456',
  provider: 'Sipgate',
  environment: 'staging',
  label: 'Hamburg',
  configId: 'cfg-default',
};

export const CASES: ContractCase[] = [
  get('/configs', '/configs?scope=portal', 200, 'the portal settings'),
  get('/configs', '/configs?scope=other', 400, 'an unknown scope'),
  get('/me', '/me', 200, 'the signed-in person'),
  get('/bots', '/bots', 200, 'all bots'),
  get('/activity', '/activity?limit=5', 200, 'the latest five events'),
  get('/activity', '/activity?limit=500', 400, 'a limit above 50'),
  get('/dashboard/summary', '/dashboard/summary?period=7d&channel=voice', 200, 'seven days'),
  get('/dashboard/summary', '/dashboard/summary?period=today', 200, 'today'),
  get(
    '/dashboard/summary',
    '/dashboard/summary?period=custom&from=2020-01-01&to=2020-01-31',
    200,
    'a custom period without data',
  ),
  get('/dashboard/summary', '/dashboard/summary?period=custom', 400, 'custom without from/to'),
  get(
    '/conversations',
    '/conversations?page=2&pageSize=10&sort=durationSeconds:desc&period=30d&channel=all',
    200,
    'a sorted page',
  ),
  get(
    '/conversations',
    '/conversations?outcome=handover&language=de-DE&channel=voice&q=rechnung',
    200,
    'filters and free text',
  ),
  get('/conversations', '/conversations?pageSize=101', 400, 'a page size above 100'),
  get('/conversations', '/conversations?sort=caller:asc', 400, 'an unsortable field'),
  get('/conversations/{id}', '/conversations/conv-0001', 200, 'a known conversation'),
  get('/conversations/{id}', '/conversations/nope', 404, 'an unknown conversation'),
  get('/recordings/{file}', '/recordings/nope.wav', 404, 'an unknown recording'),
  get('/users', '/users?page=1&pageSize=20&sort=lastSignInAt:desc&role=editor', 200, 'a page'),
  get('/users', '/users?q=example&status=invited', 200, 'search and status'),
  get('/users', '/users?status=gone', 400, 'an unknown status'),
  {
    name: 'an invitation',
    method: 'post',
    path: '/users',
    url: '/users',
    body: { email: 'new.person@example.com', role: 'analyst', name: 'New Person' },
    status: 201,
  },
  {
    name: 'a taken e-mail and an unknown role',
    method: 'post',
    path: '/users',
    url: '/users',
    body: { email: 'bob@example.com', role: 'owner' },
    status: 400,
  },
  {
    name: 'an editor inviting',
    method: 'post',
    path: '/users',
    url: '/users',
    body: { email: 'x@example.com', role: 'viewer' },
    role: 'editor',
    status: 403,
  },
  {
    name: 'a role change',
    method: 'put',
    path: '/users/{id}',
    url: '/users/user-002',
    body: { role: 'analyst', version: 1 },
    status: 200,
  },
  {
    name: 'a change based on a version that is not the current one',
    method: 'put',
    path: '/users/{id}',
    url: '/users/user-002',
    body: { role: 'analyst', version: 99 },
    status: 409,
  },
  {
    name: 'an administrator demoting themselves',
    method: 'put',
    path: '/users/{id}',
    url: '/users/user-001',
    body: { role: 'viewer', version: 1 },
    status: 400,
  },
  {
    name: 'a viewer changing a role',
    method: 'put',
    path: '/users/{id}',
    url: '/users/user-002',
    body: { status: 'deactivated', version: 1 },
    role: 'viewer',
    status: 403,
  },
  {
    name: 'an unknown user',
    method: 'put',
    path: '/users/{id}',
    url: '/users/nope',
    body: { role: 'viewer', version: 1 },
    status: 404,
  },
  { name: 'a removal', method: 'delete', path: '/users/{id}', url: '/users/user-002', status: 204 },
  {
    name: 'removing oneself',
    method: 'delete',
    path: '/users/{id}',
    url: '/users/user-001',
    status: 400,
  },
  {
    name: 'an analyst removing',
    method: 'delete',
    path: '/users/{id}',
    url: '/users/user-002',
    role: 'analyst',
    status: 403,
  },
  { name: 'an unknown user', method: 'delete', path: '/users/{id}', url: '/users/x', status: 404 },
  {
    name: 'a support request',
    method: 'post',
    path: '/support/requests',
    url: '/support/requests',
    body: validSupport,
    status: 201,
  },
  {
    name: 'a too short support request',
    method: 'post',
    path: '/support/requests',
    url: '/support/requests',
    body: { subject: 'x', description: 'short', severity: 'urgent' },
    status: 400,
  },
  get('/health', '/health', 200, 'the platform health'),
  get('/bot-configs', '/bot-configs', 200, 'every configuration'),
  get('/bot-configs', '/bot-configs?botId=bot-default', 200, 'one bot’s configurations'),
  post('/bot-configs', 'a new configuration', newConfig, 201),
  post('/bot-configs', 'a name already taken', configSettings, 400),
  post('/bot-configs', 'a viewer creating one', newConfig, 403, 'viewer'),
  get('/bot-configs/{id}', '/bot-configs/cfg-default', 200, 'the default configuration'),
  get('/bot-configs/{id}', '/bot-configs/nope', 404, 'an unknown configuration'),
  put(
    'a save on the current version',
    '/bot-configs/cfg-default',
    { ...configSettings, version: 3 },
    200,
  ),
  put(
    'a save on an old version',
    '/bot-configs/cfg-default',
    { ...configSettings, version: 1 },
    409,
  ),
  put(
    'end-of-speech silence above the initial silence',
    '/bot-configs/cfg-default',
    {
      ...configSettings,
      speech: { ...seededDefault.speech, endOfSpeechSilenceMs: 9000 },
      version: 3,
    },
    400,
  ),
  put(
    'a viewer saving',
    '/bot-configs/cfg-default',
    { ...configSettings, version: 3 },
    403,
    'viewer',
  ),
  put('an unknown configuration', '/bot-configs/nope', { ...configSettings, version: 1 }, 404),
  del('/bot-configs/{id}', '/bot-configs/cfg-web-assistant', 'a deletion', 204),
  del('/bot-configs/{id}', '/bot-configs/cfg-default', 'the default configuration', 400),
  del('/bot-configs/{id}', '/bot-configs/cfg-web-assistant', 'a viewer deleting', 403, 'viewer'),
  del('/bot-configs/{id}', '/bot-configs/nope', 'an unknown configuration', 404),
  get('/bot-configs/{id}/revisions', '/bot-configs/cfg-default/revisions', 200, 'the history'),
  get('/bot-configs/{id}/revisions', '/bot-configs/nope/revisions', 404, 'no such configuration'),
  get(
    '/bot-configs/{id}/revisions/{revisionId}',
    '/bot-configs/cfg-default/revisions/cfg-default-rev-1-creation',
    200,
    'the first revision with its settings',
  ),
  get(
    '/bot-configs/{id}/revisions/{revisionId}',
    '/bot-configs/cfg-default/revisions/nope',
    404,
    'an unknown revision',
  ),
  post('/bot-configs/{id}/promotions', 'a promotion', { version: 3, notes: 'Go live' }, 201),
  post('/bot-configs/{id}/promotions', 'a promotion without notes', { version: 3 }, 400),
  post(
    '/bot-configs/{id}/promotions',
    'a promotion of an old version',
    { version: 2, notes: '' },
    409,
  ),
  post(
    '/bot-configs/{id}/promotions',
    'a viewer promoting',
    { version: 3, notes: '' },
    403,
    'viewer',
  ),
  {
    ...post(
      '/bot-configs/{id}/promotions',
      'an unknown configuration',
      { version: 1, notes: '' },
      404,
    ),
    url: '/bot-configs/nope/promotions',
  },
  get('/speech-services', '/speech-services', 200, 'the speech services'),
  get(
    '/speech-services/{id}/voices',
    '/speech-services/azure-speech/voices?language=de-DE',
    200,
    'German voices',
  ),
  get(
    '/speech-services/{id}/voices',
    '/speech-services/nope/voices?language=de-DE',
    404,
    'an unknown service',
  ),
  post(
    '/tts-previews',
    'a voice that does not exist',
    { speechService: 'azure-speech', voice: 'nobody', language: 'de-DE', speakingRate: 1 },
    400,
  ),
  get(
    '/phone-numbers',
    '/phone-numbers?configId=cfg-default',
    200,
    'the default configuration’s numbers',
  ),
  post('/phone-numbers', 'a new number', newPhone, 201),
  post('/phone-numbers', 'a number not in E.164', { ...newPhone, number: '030 123456' }, 400),
  post('/phone-numbers', 'a viewer adding a number', newPhone, 403, 'viewer'),
  put('a number change', '/phone-numbers/phone-1', { ...newPhone, version: 1 }, 200),
  put(
    'a number change on an old version',
    '/phone-numbers/phone-1',
    { ...newPhone, version: 7 },
    409,
  ),
  put(
    'a number made invalid',
    '/phone-numbers/phone-1',
    { ...newPhone, number: 'x', version: 1 },
    400,
  ),
  put(
    'a viewer changing a number',
    '/phone-numbers/phone-1',
    { ...newPhone, version: 1 },
    403,
    'viewer',
  ),
  put('an unknown number', '/phone-numbers/nope', { ...newPhone, version: 1 }, 404),
  del('/phone-numbers/{id}', '/phone-numbers/phone-2', 'a removal', 204),
  del('/phone-numbers/{id}', '/phone-numbers/phone-2', 'a viewer removing', 403, 'viewer'),
  del('/phone-numbers/{id}', '/phone-numbers/nope', 'an unknown number', 404),
  ...TECH_CASES,
  ...TRAINING_CASES,
  ...FLOWS_CASES,
];
