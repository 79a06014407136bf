import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTestRun } from '../../lib/api-client/schema';
import { subscribe } from '../../lib/notifications';
import { resetMockData } from '../../mocks/data';
import { server } from '../../mocks/node';
import { renderRoute } from '../../testing/renderWithProviders';
import FlowEditorPage from './FlowEditorPage';
import { toFlowCoverage, toFlowReplay, toFlowStep } from './routes';

vi.setConfig({ testTimeout: 30_000 });

const ORDER = 'flow-order-status';

/** Every POST /simulator/sessions body sent. */
let starts: unknown[] = [];
let messages: string[] = [];

beforeEach(() => {
  resetMockData();
  starts = [];
  messages = [];
  const unsubscribe = subscribe((notification) => messages.push(notification.message));
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/simulator/sessions')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => starts.push(body));
    }
  });
  return () => {
    unsubscribe();
    server.events.removeAllListeners();
  };
});

const renderAt = (address: string) => {
  const user = userEvent.setup();
  return {
    user,
    ...renderRoute(<FlowEditorPage />, { path: '/flows/:id', initialEntries: [address] }),
  };
};

describe('FlowEditorPage, arriving from a link', () => {
  it('selects the step a transcript links to, with its settings open', async () => {
    renderAt(toFlowStep(ORDER, 'api_order'));
    expect(await screen.findByRole('textbox', { name: 'Integration' })).toHaveValue('shop');
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    await waitFor(() =>
      expect(canvas.querySelector('.react-flow__node.selected')).toHaveAttribute(
        'data-id',
        'api_order',
      ),
    );
  });

  it('replays a real turn: the simulator starts at its step with its slots, on the version that ran', async () => {
    renderAt(
      toFlowReplay(ORDER, {
        nodeId: 'say_status',
        slots: { order_number: '4711' },
        language: 'en-US',
        channel: 'chat',
        versionNumber: 2,
      }),
    );
    const simulator = await screen.findByRole('region', { name: 'Try it' });
    expect(
      await within(simulator).findByText(
        'Your order 4711 has been shipped and will arrive in two to three working days.',
      ),
    ).toBeVisible();
    expect(starts).toEqual([
      {
        flowId: ORDER,
        source: 'published',
        versionNumber: 2,
        language: 'en-US',
        channel: 'chat',
        startNodeId: 'say_status',
        slots: { order_number: '4711' },
      },
    ]);
  });

  it('replays on the current draft when the link names no version', async () => {
    renderAt(
      toFlowReplay(ORDER, {
        nodeId: 'say_status',
        slots: { order_number: '99' },
        language: 'de-DE',
        channel: 'voice',
      }),
    );
    const simulator = await screen.findByRole('region', { name: 'Try it' });
    expect(await within(simulator).findByText(/Ihre Bestellung 99 ist verschickt/)).toBeVisible();
    expect(starts).toEqual([
      expect.objectContaining({ source: 'draft', startNodeId: 'say_status' }),
    ]);
    expect(starts[0]).not.toHaveProperty('versionNumber');
  });

  it('says so when a replay link is damaged, and opens the flow without it', async () => {
    renderAt(`/flows/${ORDER}?replay=say_status&slots=%7B%22order&language=en-US&channel=chat`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
    await waitFor(() =>
      expect(messages).toContain(
        'The replay link is damaged (perhaps cut off when copied). The flow opens without it; start the replay again from the conversation.',
      ),
    );
    expect(starts).toEqual([]);
  });

  it('shows a test run’s coverage on the canvas until hidden', async () => {
    const run: FlowTestRun = {
      id: 'run-7',
      botId: 'bot-service-hotline',
      tag: null,
      source: 'draft',
      flowId: null,
      versionNumber: null,
      modelId: null,
      startedAt: '2026-11-20T10:00:00Z',
      startedBy: 'Alice Example',
      passed: 1,
      failed: 0,
      stale: 0,
      results: [],
      coverage: [
        {
          flowId: ORDER,
          nodes: ['start', 'say_welcome', 'ask_order_number'],
          edges: ['e1', 'e2'],
          totalNodes: 12,
          totalEdges: 13,
        },
      ],
    };
    server.use(http.get('*/api/v1/flow-test-runs/run-7', () => HttpResponse.json(run)));
    const { user } = renderAt(toFlowCoverage(ORDER, 'run-7'));
    const notice = await screen.findByText(/3 of 12 steps and 2 of 13 connections visited/);
    expect(notice).toBeVisible();
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    await waitFor(() =>
      expect(
        [...canvas.querySelectorAll('.flow-node--path')].map((node) =>
          node.closest('.react-flow__node')?.getAttribute('data-id'),
        ),
      ).toEqual(expect.arrayContaining(['start', 'say_welcome', 'ask_order_number'])),
    );
    expect(canvas.querySelectorAll('.flow-node--path')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      '/flows/tests/runs/run-7',
    );
    await user.click(screen.getByRole('button', { name: 'Hide coverage' }));
    await waitFor(() => expect(canvas.querySelectorAll('.flow-node--path')).toHaveLength(0));
    expect(screen.queryByText(/of 12 steps/)).toBeNull();
  });
});
