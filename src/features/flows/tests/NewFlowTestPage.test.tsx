import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, TranscriptTurn } from '../../../lib/api-client/schema';
import { mockDb, resetMockData } from '../../../mocks/data';
import { renderRoute } from '../../../testing/renderWithProviders';
import NewFlowTestPage from './NewFlowTestPage';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

const FLOW = 'flow-order-status';
let clock = Date.parse('2026-03-02T10:00:00Z');

const bot = (text: string, nodeId: string): TranscriptTurn => ({
  speaker: 'bot',
  text,
  at: new Date((clock += 5000)).toISOString(),
  intent: null,
  confidence: null,
  step: { flowId: FLOW, flowVersion: 1, nodeId, slots: {} },
});
const caller = (text: string, intent: string | null): TranscriptTurn => ({
  speaker: 'caller',
  text,
  at: new Date((clock += 5000)).toISOString(),
  intent,
  confidence: intent ? 0.9 : null,
  step: null,
});

/** A call to Order status that went as the flow says. */
const CONVERSATION: ConversationDetail = {
  id: 'conv-kept',
  startedAt: '2026-03-02T10:00:00Z',
  channel: 'voice',
  caller: '+49 *** *** 1234',
  language: 'en-US',
  outcome: 'contained',
  durationSeconds: 60,
  botName: 'Service hotline',
  topIntent: 'order.status',
  recordingUrl: null,
  transcript: [
    bot('Welcome to the order hotline.', 'say_welcome'),
    bot('What is your order number?', 'ask_order_number'),
    caller('It is AB123456', 'order.status'),
    bot('Your order AB123456 has been shipped.', 'say_status'),
    bot('Can I help you with anything else?', 'ask_more'),
    caller('No, thanks', null),
    bot('Thank you for calling. Goodbye!', 'say_goodbye'),
  ],
};

function renderPage(conversationId: string) {
  const user = userEvent.setup();
  const result = renderRoute(<NewFlowTestPage />, {
    path: '/flows/tests/new',
    initialEntries: ['/flows/tests', `/flows/tests/new?conversation=${conversationId}`],
  });
  return { user, ...result };
}

describe('NewFlowTestPage', () => {
  it('shows a conversation as the test it becomes, and keeps it as a test', async () => {
    mockDb().conversations.push(CONVERSATION);
    const { user, router, container } = renderPage('conv-kept');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New test from a conversation' }),
    ).toBeInTheDocument();
    const turns = await screen.findByRole('region', { name: 'Turns of the test' });
    expect(
      within(turns)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Turn 1', 'Turn 2', 'Turn 3']);
    expect(within(turns).getByText('It is AB123456')).toHaveAttribute('lang', 'en-US');
    expect(within(turns).getByText('Intent: order.status')).toBeInTheDocument();
    // The steps by their names in the flow's draft, once it is read.
    expect(await within(turns).findAllByText(/^Steps: .+ → .+/)).toHaveLength(2);
    const checks = screen.getByRole('list', { name: 'What the test checks' });
    expect(checks).toHaveTextContent('3 turns');
    expect(checks).toHaveTextContent('5 steps, in order');
    expect(checks).toHaveTextContent('Outcome: Resolved by bot');
    expect(await screen.findByRole('link', { name: 'Order status' })).toHaveAttribute(
      'href',
      `/flows/${FLOW}`,
    );

    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Save as test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as test' });
    const name = within(dialog).getByRole('textbox', { name: /Test name/ });
    expect((name as HTMLInputElement).value).toMatch(/^Service hotline · .*2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Save test' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flows\/tests\/.+/));
    const created = mockDb().flowTests.find((test) => test.origin?.id === 'conv-kept');
    expect(created).toMatchObject({
      flowId: FLOW,
      botId: 'bot-service-hotline',
      language: 'en-US',
      channel: 'voice',
      startNodeId: null,
      slots: {},
      outcome: 'contained',
      origin: { kind: 'conversation', id: 'conv-kept' },
    });
    expect(created?.turns).toEqual([
      {
        said: null,
        expect: {
          steps: ['say_welcome', 'ask_order_number'],
          reply: {
            text: 'Welcome to the order hotline.\nWhat is your order number?',
            match: 'exact',
          },
          intent: null,
          slots: null,
        },
      },
      {
        said: 'It is AB123456',
        expect: {
          steps: ['say_status', 'ask_more'],
          reply: {
            text: 'Your order AB123456 has been shipped.\nCan I help you with anything else?',
            match: 'exact',
          },
          intent: 'order.status',
          slots: null,
        },
      },
      {
        said: 'No, thanks',
        expect: {
          steps: ['say_goodbye'],
          reply: { text: 'Thank you for calling. Goodbye!', match: 'exact' },
          intent: null,
          slots: null,
        },
      },
    ]);
    expect(router.state.location.pathname).toBe(`/flows/tests/${created?.id ?? ''}`);
    // The new test took this page's place: Back returns to where the person came from.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says plainly when the conversation ran no flow the portal knows, with a way back', async () => {
    mockDb().conversations.push({
      ...CONVERSATION,
      id: 'conv-no-flow',
      transcript: CONVERSATION.transcript.map((turn) => ({ ...turn, step: null })),
    });
    renderPage('conv-no-flow');
    expect(
      await screen.findByText(
        'This conversation did not run a flow the portal knows, so it cannot become a test.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the conversation' })).toHaveAttribute(
      'href',
      '/incoming/conv-no-flow',
    );
    expect(screen.queryByRole('button', { name: 'Save as test' })).not.toBeInTheDocument();
  });
});
