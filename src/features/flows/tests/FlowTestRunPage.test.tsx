import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTestResult, FlowTestRun } from '../../../lib/api-client/schema';
import { resetMockData } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { mockViewportWidth } from '../../../testing/matchMedia';
import { renderRoute } from '../../../testing/renderWithProviders';
import FlowTestRunPage from './FlowTestRunPage';

vi.setConfig({ testTimeout: 30_000 });

const API = '*/api/v1';
const ORDER = 'flow-order-status';
const SHIPPED = 'Order status: a shipped order';
const SILENCE = 'Order status: silence ends the call';
const MORE_HELP = 'Order status: more help goes to the order team';

const result = (values: Partial<FlowTestResult> & Pick<FlowTestResult, 'testId' | 'name'>) =>
  ({
    flowId: ORDER,
    status: 'passed',
    missingSteps: [],
    turns: [],
    outcome: null,
    divergence: null,
    ...values,
  }) satisfies FlowTestResult;

const turn = (
  said: string | null,
  reply: string,
  failed: FlowTestResult['turns'][number]['failed'] = [],
) => ({
  said,
  steps: [] as string[],
  reply,
  intent: null,
  slots: {},
  failed,
});

/**
 * A run of the seeded tests of bot-service-hotline (their expectations come from the mock's
 * tests): one passed, one failed at the reply of its second turn, one stale; listed passed first
 * so the page's order shows.
 */
const RUN: FlowTestRun = {
  id: 'run-7',
  botId: 'bot-service-hotline',
  tag: 'smoke',
  source: 'version',
  flowId: ORDER,
  versionNumber: 1,
  modelId: null,
  startedAt: '2025-03-04T09:30:00Z',
  startedBy: 'Alice Example',
  passed: 1,
  failed: 1,
  stale: 1,
  results: [
    result({
      testId: 'flow-test-2',
      name: SILENCE,
      turns: [turn(null, 'Welcome'), turn('', 'Hm?'), turn('', 'Hm?'), turn('', 'Bye')],
      outcome: 'abandoned',
    }),
    result({
      testId: 'flow-test-1',
      name: SHIPPED,
      status: 'failed',
      turns: [
        {
          ...turn(null, 'Welcome to the order hotline.'),
          steps: ['say_welcome', 'ask_order_number'],
        },
        {
          said: 'AB123456',
          steps: ['say_status', 'ask_more'],
          reply: 'Your order AB123456 is delayed.',
          intent: 'order_status',
          slots: { order_number: 'AB123456' },
          failed: ['reply'],
        },
        { ...turn('2', 'Thank you for calling. Goodbye!'), steps: ['say_goodbye'] },
      ],
      outcome: 'contained',
      divergence: { turn: 1, check: 'reply' },
    }),
    result({
      testId: 'flow-test-3',
      name: MORE_HELP,
      status: 'stale',
      missingSteps: ['say_status_old'],
    }),
  ],
  coverage: [
    {
      flowId: ORDER,
      nodes: ['start', 'say_welcome', 'ask_order_number'],
      edges: ['e1', 'e2'],
      totalNodes: 10,
      totalEdges: 12,
    },
  ],
};

function serveRun(run: FlowTestRun) {
  server.use(
    http.get(`${API}/flow-test-runs/:id`, ({ params }) =>
      params.id === run.id
        ? HttpResponse.json(run)
        : HttpResponse.json({ message: 'Not found', code: 'not_found' }, { status: 404 }),
    ),
  );
}

beforeEach(() => {
  resetMockData();
  serveRun(RUN);
});

const renderPage = (id = RUN.id) => ({
  user: userEvent.setup(),
  ...renderRoute(<FlowTestRunPage />, {
    path: '/flows/tests/runs/:id',
    initialEntries: [`/flows/tests/runs/${id}`],
  }),
});

describe('FlowTestRunPage', () => {
  it('sums the run up: when, who, bot, suite, what ran with which model, the counts', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Test run of / }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Alice Example');
    expect(
      await within(summary).findByText('Order status v1, other flows published'),
    ).toBeVisible();
    expect(summary).toHaveTextContent('No trained model');
    expect(summary).toHaveTextContent('smoke');
    expect(within(summary).getByText('1 failed')).toBeInTheDocument();
    expect(within(summary).getByText('1 out of date')).toBeInTheDocument();
    expect(await within(summary).findByRole('link', { name: 'service-hotline' })).toHaveAttribute(
      'href',
      '/flows/tests?bot=bot-service-hotline',
    );
  });

  it('lists failed, then stale, then passed tests, each leading to the test', async () => {
    renderPage();
    const results = await screen.findByRole('region', { name: 'Results' });
    const names = within(results)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([SHIPPED, MORE_HELP, SILENCE]);
    expect(within(results).getByRole('link', { name: SHIPPED })).toHaveAttribute(
      'href',
      '/flows/tests/flow-test-1',
    );
    const passed = within(results).getByRole('region', { name: SILENCE });
    expect(passed).toHaveTextContent('Passed');
    expect(passed).toHaveTextContent('All 4 turns went as expected.');
  });

  it('shows a failed test turn by turn up to its first difference, highlighted and named', async () => {
    const { user } = renderPage();
    const failed = await screen.findByRole('region', { name: SHIPPED });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    // The turn before went as expected: it waits behind a button, the difference comes first.
    expect(within(failed).getByText('The turn before went as expected.')).toBeInTheDocument();
    expect(within(failed).queryByRole('heading', { level: 4, name: 'Turn 1' })).toBeNull();
    const earlier = within(failed).getByRole('button', { name: 'Show the turn before' });
    await user.click(earlier);
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    expect(within(failed).getByRole('heading', { level: 4, name: 'Turn 1' })).toBeInTheDocument();
    const first = within(failed).getByRole('region', {
      name: 'First difference in turn 2: Reply',
    });
    expect(first).toHaveTextContent('The caller says: “AB123456”');
    expect(first).toHaveTextContent('Reply: different');
    expect(first).toHaveTextContent('containing “Your order AB123456 has been shipped”');
    expect(first).toHaveTextContent('Your order AB123456 is delayed.');
    // What held in that turn is shown as such, the steps by their text in the flow.
    expect(first).toHaveTextContent('Steps: as expected');
    expect(first).toHaveTextContent('Slots: as expected');
    expect(first).toHaveTextContent('order_number = AB123456');
    await waitFor(() => expect(first).toHaveTextContent(/Say: .+ → Ask: /));

    // The turns after the first difference wait behind a button.
    expect(within(failed).queryByRole('heading', { name: 'Turn 3' })).toBeNull();
    const later = within(failed).getByRole('button', { name: 'Show the later turn' });
    expect(later).toHaveAttribute('aria-expanded', 'false');
    await user.click(later);
    expect(later).toHaveAttribute('aria-expanded', 'true');
    expect(within(failed).getByRole('heading', { name: 'Turn 3' })).toBeInTheDocument();
    const end = within(failed).getByRole('region', { name: 'End of the conversation' });
    expect(end).toHaveTextContent('Outcome: as expected');
    expect(end).toHaveTextContent('Resolved by bot');
  });

  it('passes axe with every kind of result shown', async () => {
    const { user, container } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show the later turn' }));
    await user.click(screen.getByRole('button', { name: 'Show the turn before' }));
    await screen.findByText('Order status');
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('names the first difference when it is how the conversation ended', async () => {
    serveRun({
      ...RUN,
      results: [
        result({
          testId: 'flow-test-1',
          name: SHIPPED,
          status: 'failed',
          turns: [turn(null, 'Welcome to the order hotline.')],
          outcome: 'abandoned',
          divergence: { turn: 0, check: 'outcome' },
        }),
      ],
    });
    renderPage();
    const first = await screen.findByRole('region', {
      name: 'First difference: how the conversation ended',
    });
    expect(first).toHaveTextContent('Outcome: different');
    expect(first).toHaveTextContent('ExpectedResolved by bot');
    expect(first).toHaveTextContent('ActualAbandoned');
  });

  it('lists a stale test’s missing steps and says it must be updated', async () => {
    renderPage();
    const stale = await screen.findByRole('region', { name: MORE_HELP });
    expect(stale).toHaveTextContent('Out of date');
    expect(stale).toHaveTextContent('The test names a step its flow no longer has:');
    expect(within(stale).getByRole('listitem')).toHaveTextContent('step say_status_old');
    expect(stale).toHaveTextContent('The test must be updated to the flow as it is now.');
    expect(within(stale).getByRole('link', { name: `Update “${MORE_HELP}”` })).toHaveAttribute(
      'href',
      '/flows/tests/flow-test-3',
    );
  });

  it('says when a test was deleted since: no link, only what happened', async () => {
    serveRun({
      ...RUN,
      results: [
        result({
          testId: 'flow-test-gone',
          name: 'An old test',
          status: 'failed',
          turns: [{ ...turn('Hello', 'Sorry?'), failed: ['reply'] }],
          divergence: { turn: 0, check: 'reply' },
        }),
      ],
    });
    renderPage();
    const gone = await screen.findByRole('region', { name: 'An old test' });
    expect(await within(gone).findByText(/the test has been deleted since/)).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).toBeNull();
    const first = within(gone).getByRole('region', { name: 'First difference in turn 1: Reply' });
    expect(first).toHaveTextContent('ActualSorry?');
    expect(first).not.toHaveTextContent('Expected');
  });

  it('shows each flow’s coverage with the way to the canvas', async () => {
    renderPage();
    const coverage = await screen.findByRole('region', { name: 'Coverage' });
    expect(coverage).toHaveTextContent('3 of 10 steps, 2 of 12 connections');
    expect(await within(coverage).findByText('Order status')).toBeInTheDocument();
    expect(
      within(coverage).getByRole('link', { name: 'Show on the canvas: Order status' }),
    ).toHaveAttribute('href', '/flows/flow-order-status?coverage=run-7');
  });

  it('says so in place when the run is not there', async () => {
    renderPage('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This item could not be found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Test run' })).toBeInTheDocument();
  });

  it('needs no table at phone width', async () => {
    mockViewportWidth(390);
    renderPage();
    await screen.findByRole('region', { name: 'First difference in turn 2: Reply' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a long run a page at a time, the focus on the first result each page adds', async () => {
    const results = Array.from({ length: 25 }, (_, index) =>
      result({ testId: `t-${index}`, name: `Many ${String(index).padStart(2, '0')}` }),
    );
    serveRun({ ...RUN, id: 'run-many', passed: 25, failed: 0, stale: 0, results });
    const { user } = renderPage('run-many');
    expect(await screen.findByRole('heading', { name: 'Many 19' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Many 20' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 5 more results (5 not shown)' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Many 20' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Many 24' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
  });
});
