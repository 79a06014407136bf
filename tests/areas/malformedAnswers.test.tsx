import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as errorReporting from '../../src/error-reporting/initErrorReporting';
import ConfigurationDetailPage from '../../src/features/configuration/ConfigurationDetailPage';
import ConfigurationPage from '../../src/features/configuration/ConfigurationPage';
import { configQueries } from '../../src/features/configuration/api/configurations';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { getDashboardSummary } from '../../src/features/dashboard/api/dashboard';
import HomePage from '../../src/features/homepage/HomePage';
import { getActivity } from '../../src/features/homepage/api/activity';
import { botQueries, getMe, healthQueries } from '../../src/lib/query';
import ConversationPage from '../../src/features/incoming/ConversationPage';
import IncomingPage from '../../src/features/incoming/IncomingPage';
import { getConversation, getConversations } from '../../src/features/incoming/api/conversations';
import SupportPage from '../../src/features/support/SupportPage';
import UsersPage from '../../src/features/users/UsersPage';
import { getUsers } from '../../src/features/users/api/users';
import { MalformedAnswerError } from '../../src/lib/api-client/apiErrors';
import { mockDb } from '../../src/mocks/data';
import { server } from '../../src/mocks/node';
import { FakeAuth } from '../../src/testing/FakeAuthProvider';
import { fakeUser } from '../../src/testing/fakeOidc';
import { renderWithProviders } from '../../src/testing/renderWithProviders';

/** Every GET under /api/v1 answers `body` (a server speaking another version of the API). */
function everyGetAnswers(body: unknown) {
  server.use(http.get('*/api/v1/*', () => HttpResponse.json(body as object)));
}

const conversationId = () => mockDb().conversations[0]!.id;

const READS: [string, () => Promise<unknown>][] = [
  ['bots', () => new QueryClient().fetchQuery(botQueries.list())],
  ['activity', () => getActivity(10)],
  ['dashboard/summary', () => getDashboardSummary({ period: '7d' })],
  ['conversations', () => getConversations({ page: 1, pageSize: 25 })],
  [`conversations/${conversationId()}`, () => getConversation(conversationId())],
  ['users', () => getUsers({ page: 1, pageSize: 25 })],
  ['health', () => new QueryClient().fetchQuery(healthQueries.current())],
  ['me', () => getMe()],
  ['bot-configs', () => new QueryClient().fetchQuery(configQueries.list())],
  [
    'bot-configs/cfg-default',
    () => new QueryClient().fetchQuery(configQueries.detail('cfg-default')),
  ],
  [
    'bot-configs/cfg-default/revisions',
    () => new QueryClient().fetchQuery(configQueries.revisions('cfg-default')),
  ],
];

const MALFORMED: [string, unknown][] = [
  ['[]', []],
  ['{}', {}],
  ['wrong field types', { items: 'none', total: '480', status: 7, name: 1, kpis: [] }],
  ['an item of the wrong shape', { items: [{ id: 7 }], total: 1, page: 1, pageSize: 25 }],
];

describe('answers are checked against the contract where they enter the app', () => {
  describe.each(MALFORMED)('an answer of %s', (_case, body) => {
    it.each(READS)('to %s is a MalformedAnswerError naming the request', async (path, read) => {
      everyGetAnswers(body);
      const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => {});
      const failure = await read().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MalformedAnswerError);
      expect((failure as MalformedAnswerError).path).toBe(path);
      expect(report).toHaveBeenCalledWith(failure);
    });
  });
});

const signedIn = (page: ReactElement) => <FakeAuth value={{ user: fakeUser() }}>{page}</FakeAuth>;

// Account reads no API answer (its facts come from the ID token and this browser).
const AREAS: [string, () => ReactElement, string?][] = [
  ['Home', () => signedIn(<HomePage />)],
  ['Dashboard', () => <DashboardPage />],
  ['Incoming', () => <IncomingPage />],
  [
    'a conversation',
    () => (
      <Routes>
        <Route path="/incoming/:id" element={<ConversationPage />} />
      </Routes>
    ),
    '/incoming/conv-0001',
  ],
  ['Users', () => <UsersPage />],
  ['Support', () => <SupportPage />],
  ['Configuration', () => <ConfigurationPage />],
  [
    'a configuration',
    () => (
      <Routes>
        <Route path="/configuration/:id" element={<ConfigurationDetailPage />} />
      </Routes>
    ),
    '/configuration/cfg-default',
  ],
];

describe.each([
  ['[]', []],
  ['{}', {}],
  ['wrong field types', { items: [{ id: 1, name: null }], total: 'many', status: 3 }],
])('every area, when each answer is %s', (_case, body) => {
  it.each(AREAS)(
    '%s says the answer was not understood, names it and offers Retry (no crash)',
    async (_area, page, path = '/') => {
      vi.spyOn(errorReporting, 'reportError').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      everyGetAnswers(body);
      renderWithProviders(page(), { initialEntries: [path] });
      const alerts = await screen.findAllByText(/does not understand \(\/api\/v1\/[\w/-]+\)/);
      expect(alerts.length).toBeGreaterThan(0);
      const alert = alerts[0]!.closest('[role="alert"]') as HTMLElement;
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      // The page itself still stands: its heading is there.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    20_000,
  );

  it('Retry asks again and shows the answer once it is right', async () => {
    vi.spyOn(errorReporting, 'reportError').mockImplementation(() => {});
    everyGetAnswers(body);
    renderWithProviders(signedIn(<HomePage />));
    const [first] = await screen.findAllByText(/does not understand \(\/api\/v1\/bots\)/);
    server.resetHandlers();
    await userEvent
      .setup()
      .click(within(first!.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
