import type { Method } from './openapiDoc';

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
];
