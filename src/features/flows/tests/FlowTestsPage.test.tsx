import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  FlowTestRunStart,
  Model,
  FlowTestRunSummary,
  FlowTestUpdate,
} from '../../../lib/api-client/schema';
import { NotificationsHost, subscribe } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { mockViewportWidth } from '../../../testing/matchMedia';
import { recordRequestBodies } from '../../../testing/recordRequests';
import { renderRoute } from '../../../testing/renderWithProviders';
import FlowTestsPage from './FlowTestsPage';

// MUI tables, selects and menus render slowly on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const API = '*/api/v1';

/** Stops recording the requests a test watched. */
let stopRecording: () => void = () => undefined;

beforeEach(() => {
  resetMockData();
});
afterEach(() => stopRecording());

/** The JSON bodies the page sends with `method` below `path`, until the test ends. */
function record<T>(method: string, path: string): T[] {
  const { bodies, stop } = recordRequestBodies(method, `/api/v1/${path}`);
  stopRecording = stop;
  return bodies as T[];
}

const renderPage = (path = '/flows/tests') => {
  // No notification of an earlier test waits for this host.
  subscribe(() => {})();
  return {
    user: userEvent.setup(),
    ...renderRoute(
      <>
        <FlowTestsPage />
        <NotificationsHost />
      </>,
      { path: '/flows/tests', initialEntries: [path] },
    ),
  };
};

const HOTLINE = '/flows/tests?bot=bot-service-hotline';

/** axe's WCAG rules over what is on screen (jsdom draws no colours: contrast is left out). */
async function expectNoViolations(container: HTMLElement) {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
}
const SHIPPED = 'Order status: a shipped order';
const MORE_HELP = 'Order status: more help goes to the order team';

/** The table row (or, at phone width, the card) that names the test. */
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest<HTMLElement>('tr, li')!;

const openAction = async (
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  action: string,
) => {
  const row = await rowOf(name);
  await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

/** Answers a POST /flow-test-runs with a refusal, keeping what was sent. */
function refuseRuns(body: object) {
  const sent: FlowTestRunStart[] = [];
  server.use(
    http.post(`${API}/flow-test-runs`, async ({ request }) => {
      sent.push((await request.json()) as FlowTestRunStart);
      return HttpResponse.json(body, { status: 400 });
    }),
  );
  return sent;
}

describe('FlowTestsPage tests', () => {
  it('shows the first bot’s tests until a bot is chosen: name, flow, suites, turns, state', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation tests' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tests of the bot' });
    const row = await rowOf('Password reset: a link by text message');
    expect(table).toContainElement(row);
    expect(
      within(row).getByRole('link', { name: 'Password reset: a link by text message' }),
    ).toHaveAttribute('href', '/flows/tests/flow-test-4');
    expect(await within(row).findByText('Password reset')).toBeInTheDocument();
    expect(within(row).getByText('smoke')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bot' })).toHaveTextContent('default');
  });

  it('passes axe with tests, the run form and past runs', async () => {
    const { container } = renderPage(HOTLINE);
    await rowOf(MORE_HELP);
    await screen.findByText('The tests of this bot have not been run yet.');
    await expectNoViolations(container);
  });

  it('keeps the bot and the suite in the address; another bot shows all its tests', async () => {
    const { user, router } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    expect(await rowOf(MORE_HELP)).toHaveTextContent('Disabled');

    await user.click(screen.getByRole('combobox', { name: 'Suite' }));
    await user.click(await screen.findByRole('option', { name: 'handover' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('handover'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: SHIPPED })).toBeNull());
    expect(screen.getByRole('link', { name: MORE_HELP })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Bot' }));
    await user.click(await screen.findByRole('option', { name: 'default' }));
    await waitFor(() => expect(router.state.location.search).toBe('?bot=bot-default'));
    expect(await rowOf('Password reset: a link by text message')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Suite' })).toHaveTextContent('All tests');
  });

  it('explains how tests are made when a bot has none', async () => {
    renderPage('/flows/tests?bot=bot-web-assistant');
    expect(await screen.findByText(/This bot has no tests yet\./)).toHaveTextContent(
      '“Save as test”',
    );
  });

  it('disables a test with a versioned save of the whole test', async () => {
    const puts = record<FlowTestUpdate>('PUT', 'flow-tests/');
    const { user } = renderPage(HOTLINE);
    await openAction(user, SHIPPED, 'Disable');
    expect(
      await screen.findByText(`“${SHIPPED}” is disabled: it is kept but not run.`),
    ).toBeVisible();
    await waitFor(async () => expect(await rowOf(SHIPPED)).toHaveTextContent('Disabled'));
    const stored = mockDb().flowTests.find((test) => test.name === SHIPPED)!;
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      enabled: false,
      version: 1,
      name: SHIPPED,
      turns: stored.turns,
    });
    expect(stored).toMatchObject({ enabled: false, version: 2 });
  });

  it('explains a colleague’s change in between (409) and shows the current test', async () => {
    const { user } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    // A colleague saved it after the list was read.
    const stored = mockDb().flowTests.find((test) => test.name === SHIPPED)!;
    stored.version += 1;
    await openAction(user, SHIPPED, 'Disable');
    expect(
      await screen.findByText(
        /was changed by someone else in the meantime, so nothing was changed/,
      ),
    ).toBeInTheDocument();
    expect(stored.enabled).toBe(true);
  });

  it('duplicates a test under a new name and opens the copy', async () => {
    const { user, router } = renderPage(HOTLINE);
    await openAction(user, SHIPPED, 'Duplicate');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate test' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue(`${SHIPPED} (copy)`);
    // A name the bot's tests have is refused before anything is sent.
    await user.clear(name);
    await user.type(name, MORE_HELP.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(
      await within(dialog).findByText('This bot already has a test with this name.'),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Shipped, once more');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flows\/tests\/./));
    const copy = mockDb().flowTests.find((test) => test.name === 'Shipped, once more')!;
    const original = mockDb().flowTests.find((test) => test.name === SHIPPED)!;
    expect(router.state.location.pathname).toBe(`/flows/tests/${copy.id}`);
    expect(copy).toMatchObject({
      flowId: original.flowId,
      turns: original.turns,
      tags: ['smoke'],
      enabled: true,
    });
  });

  it('deletes a test after a confirmation that names it', async () => {
    const { user } = renderPage(HOTLINE);
    await openAction(user, SHIPPED, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete test?' });
    expect(dialog).toHaveTextContent(`“${SHIPPED}” will be deleted. Past runs keep its results.`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: SHIPPED })).toBeNull());
    expect(mockDb().flowTests.some((test) => test.name === SHIPPED)).toBe(false);
  });

  it('offers a viewer no actions, but the run', async () => {
    setCurrentRole('viewer');
    renderPage(HOTLINE);
    await rowOf(SHIPPED);
    expect(screen.queryByRole('button', { name: `Actions for ${SHIPPED}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run tests' })).toBeEnabled();
  });
});

describe('FlowTestsPage runs', () => {
  it('runs the suite shown with the drafts and the active model, then opens the results', async () => {
    const { user, router } = renderPage(`${HOTLINE}&tag=smoke`);
    await rowOf(SHIPPED);
    expect(screen.getByRole('combobox', { name: 'Flows to run' })).toHaveTextContent(
      'Saved drafts',
    );
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent(/^Active model/);
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flows\/tests\/runs\//));
    const run = mockDb().flowTestRuns.at(-1)!;
    expect(router.state.location.pathname).toBe(`/flows/tests/runs/${run.id}`);
    expect(run).toMatchObject({ botId: 'bot-service-hotline', tag: 'smoke', source: 'draft' });
  });

  it('runs one flow at a past version', async () => {
    const sent = record<FlowTestRunStart>('POST', 'flow-test-runs');
    const { user, router } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    await user.click(screen.getByRole('combobox', { name: 'Flows to run' }));
    await user.click(await screen.findByRole('option', { name: 'A past version of one flow' }));
    await user.click(screen.getByRole('combobox', { name: /^Flow( \*)?$/ }));
    await user.click(await screen.findByRole('option', { name: 'Order status' }));
    await user.click(screen.getByRole('combobox', { name: /^Version( \*)?$/ }));
    await user.click(await screen.findByRole('option', { name: /^v1 of / }));
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flows\/tests\/runs\//));
    expect(sent[0]).toMatchObject({
      botId: 'bot-service-hotline',
      source: 'version',
      flowId: 'flow-order-status',
      versionNumber: 1,
    });
    // The active model: the server picks it.
    expect(sent[0]).not.toHaveProperty('modelId');
  });

  it('asks for the flow and version of a past version before sending', async () => {
    const sent = refuseRuns({ message: 'no', code: 'validation_failed' });
    const { user } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    await user.click(screen.getByRole('combobox', { name: 'Flows to run' }));
    await user.click(await screen.findByRole('option', { name: 'A past version of one flow' }));
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('explains in place that there is nothing enabled to run (no_tests)', async () => {
    const { user, router } = renderPage('/flows/tests?bot=bot-web-assistant');
    await screen.findByText(/This bot has no tests yet\./);
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no enabled test to run here. Enable a test, or choose another suite.',
    );
    expect(router.state.location.pathname).toBe('/flows/tests');
  });

  it('explains in place that a flow was never published (no_published_version)', async () => {
    refuseRuns({ message: 'no', code: 'no_published_version' });
    const { user } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    await user.click(screen.getByRole('combobox', { name: 'Flows to run' }));
    await user.click(await screen.findByRole('option', { name: 'Published versions' }));
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'a flow they use has never been published',
    );
  });

  it('runs with another trained model; one the server no longer has is said on the field', async () => {
    const model = (id: string, createdAt: string, active: boolean): Model => ({
      id,
      trainingJobId: null,
      createdAt,
      createdBy: null,
      active,
      activatedAt: null,
      activatedBy: null,
      metrics: { accuracy: 0.9, macroF1: 0.9, intents: 10, examples: 100 },
      version: 1,
    });
    // A model removed since the list was read: the server's run refuses it.
    server.use(
      http.get(`${API}/models`, () =>
        HttpResponse.json({
          items: [
            model('model-1', '2025-03-04T09:30:00Z', true),
            model('model-gone', '2025-02-01T08:00:00Z', false),
          ],
        }),
      ),
    );
    const sent = record<FlowTestRunStart>('POST', 'flow-test-runs');
    const { user, router } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    const field = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(field).toHaveTextContent(/^Active model \(Model of /));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /^Model of / }));
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(
      await screen.findByText('This model is no longer available. Choose another one.'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ modelId: 'model-gone' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/flows/tests');
  });

  it('explains any other failure in place (403)', async () => {
    server.use(
      http.post(`${API}/flow-test-runs`, () =>
        HttpResponse.json({ message: 'Forbidden', code: 'forbidden' }, { status: 403 }),
      ),
    );
    const { user } = renderPage(HOTLINE);
    await rowOf(SHIPPED);
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  });

  it('lists past runs of the bot, newest first, with what was run and how it went', async () => {
    const summary = (run: Partial<FlowTestRunSummary>): FlowTestRunSummary => ({
      id: 'run-1',
      botId: 'bot-service-hotline',
      tag: null,
      source: 'draft',
      flowId: null,
      versionNumber: null,
      modelId: null,
      startedAt: '2025-03-04T09:30:00Z',
      startedBy: 'Alice Example',
      passed: 2,
      failed: 1,
      stale: 0,
      ...run,
    });
    server.use(
      http.get(`${API}/flow-test-runs`, () =>
        HttpResponse.json({
          items: [
            summary({
              id: 'run-2',
              source: 'version',
              flowId: 'flow-order-status',
              versionNumber: 1,
              startedAt: '2025-03-05T10:00:00Z',
              startedBy: 'Bob Sample',
              passed: 1,
              failed: 0,
              stale: 1,
            }),
            summary({ tag: 'smoke' }),
          ],
        }),
      ),
    );
    renderPage(HOTLINE);
    const list = await screen.findByRole('list', { name: 'Past runs' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('By Bob Sample');
    expect(
      await within(items[0]!).findByText(/Order status v1, other flows published/),
    ).toBeVisible();
    expect(items[0]).toHaveTextContent('No trained model');
    expect(items[0]).toHaveTextContent('1 out of date');
    expect(
      within(items[0]!).getByRole('link', { name: /^Results of the run of / }),
    ).toHaveAttribute('href', '/flows/tests/runs/run-2');
    expect(items[1]).toHaveTextContent('Saved drafts');
    expect(items[1]).toHaveTextContent('Suite smoke');
    expect(items[1]).toHaveTextContent('1 failed');
  });
});

describe('FlowTestsPage at phone width', () => {
  beforeEach(() => mockViewportWidth(390));

  it('shows a card per test with its flow, state and actions', async () => {
    const { user } = renderPage(HOTLINE);
    const list = await screen.findByRole('list', { name: 'Tests of the bot' });
    const card = await rowOf(MORE_HELP);
    expect(list).toContainElement(card);
    expect(card).toHaveTextContent('Disabled');
    expect(card).toHaveTextContent('2 turns');
    expect(within(card).getByText('handover')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Actions for ${MORE_HELP}` }));
    expect(await screen.findByRole('menuitem', { name: 'Enable' })).toBeInTheDocument();
  });

  it('passes axe at phone width', async () => {
    const { container } = renderPage(HOTLINE);
    await rowOf(MORE_HELP);
    await screen.findByText('The tests of this bot have not been run yet.');
    await expectNoViolations(container);
  });
});
