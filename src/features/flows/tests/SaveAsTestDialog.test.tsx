import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTest, FlowTestInput } from '../../../lib/api-client/schema';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData } from '../../../mocks/data';
import { recordRequestBodies } from '../../../testing/recordRequests';
import { renderRoute } from '../../../testing/renderWithProviders';
import { SaveAsTestDialog } from './SaveAsTestDialog';

vi.setConfig({ testTimeout: 20_000 });

let posts: Record<string, unknown>[] = [];

beforeEach(() => {
  resetMockData();
  const recorded = recordRequestBodies('POST', '/api/v1/flow-tests');
  posts = recorded.bodies;
  return recorded.stop;
});

/** A conversation with Order status as testFromConversation makes it. */
const DRAFT: FlowTestInput = {
  name: 'Service hotline · today',
  flowId: 'flow-order-status',
  tags: [],
  enabled: true,
  language: 'en-US',
  channel: 'voice',
  slots: {},
  startNodeId: null,
  turns: [
    {
      said: null,
      expect: {
        steps: ['say_welcome', 'ask_order_number'],
        reply: { text: 'Welcome to the order hotline.', match: 'exact' },
        intent: null,
        slots: null,
      },
    },
    {
      said: 'AB123456',
      expect: {
        steps: ['say_status'],
        reply: { text: 'Your order AB123456 has been shipped.', match: 'exact' },
        intent: 'order.status',
        slots: null,
      },
    },
  ],
  outcome: 'contained',
  origin: { kind: 'conversation', id: 'conv-1' },
};

/** The dialog as a caller holds it: open until it asks to close. */
function Harness({ onClose, onSaved }: { onClose: () => void; onSaved: (test: FlowTest) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SaveAsTestDialog
        draft={DRAFT}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        onSaved={onSaved}
      />
      <NotificationsHost />
    </>
  );
}

function renderDialog(onSaved = vi.fn<(test: FlowTest) => void>()) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const result = renderRoute(<Harness onClose={onClose} onSaved={onSaved} />, { path: '/here' });
  const dialog = screen.getByRole('dialog', { name: 'Save as test' });
  return { user, onClose, onSaved, dialog, ...result };
}

describe('SaveAsTestDialog', () => {
  it('offers the caller’s name and says what the test will check', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: /Test name/ })).toHaveValue(
      'Service hotline · today',
    );
    const checks = within(dialog).getByRole('list', { name: 'What the test checks' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 turns',
      '3 steps, in order',
      '2 replies of the bot',
      '1 intent',
      'Outcome: Resolved by bot',
    ]);
  });

  it('checks the name and the tags before anything is sent', async () => {
    const { user, dialog } = renderDialog();
    await user.clear(within(dialog).getByRole('textbox', { name: /Test name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'smoke{Enter}bad/tag');
    await user.click(within(dialog).getByRole('button', { name: 'Save test' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'A tag has 1 to 40 letters, digits, “_”, “.” or “-”, without spaces.',
      ),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('shows a name the bot’s tests already have at the name', async () => {
    const { user, dialog, onSaved } = renderDialog();
    const name = within(dialog).getByRole('textbox', { name: /Test name/ });
    await user.clear(name);
    // A seeded test of the same bot (Service hotline).
    await user.type(name, 'Order status: a shipped order');
    await user.click(within(dialog).getByRole('button', { name: 'Save test' }));
    expect(
      await within(dialog).findByText('This bot already has a test with this name.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(posts).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates the test with its name and tags, and offers to open it', async () => {
    const { user, dialog, onSaved, onClose, router } = renderDialog();
    const name = within(dialog).getByRole('textbox', { name: /Test name/ });
    await user.clear(name);
    await user.type(name, '  Shipped order from a call ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'smoke{Enter}orders');
    await user.click(within(dialog).getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(posts[0]).toEqual({
      ...DRAFT,
      name: 'Shipped order from a call',
      tags: ['smoke', 'orders'],
    });
    const created = mockDb().flowTests.find((test) => test.name === 'Shipped order from a call');
    expect(created).toMatchObject({ botId: 'bot-service-hotline', tags: ['smoke', 'orders'] });
    expect(onSaved.mock.calls[0]?.[0].id).toBe(created?.id);
    expect(await screen.findByText('Test “Shipped order from a call” saved.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/flows/tests/${created?.id ?? ''}`),
    );
  });
});
