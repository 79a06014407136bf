import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { inboxIdOf } from '../../../mocks/data/inbox';
import { renderRoute } from '../../../testing/renderWithProviders';
import { InboxSection } from './InboxSection';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

const renderInbox = (path = '/train/inbox?period=90d&language=en-US') => ({
  user: userEvent.setup(),
  ...renderRoute(
    <>
      <InboxSection />
      <NotificationsHost />
    </>,
    { path: '/train/inbox', initialEntries: [path] },
  ),
});

const list = () => screen.getByRole('list', { name: 'Sentences the bots did not understand' });
const cardOf = async (text: string) => {
  const loaded = await screen.findByRole('list', { name: 'Sentences the bots did not understand' });
  return (await within(loaded).findByRole('heading', { name: text })).closest('li')!;
};
const examplesOf = (intentId: string) =>
  mockDb()
    .intents.find((intent) => intent.id === intentId)!
    .examples.map((example) => example.text);

describe('InboxSection', () => {
  it('lists what callers said without an intent, with where it was heard and suggestions', async () => {
    renderInbox();
    await screen.findByRole('list', { name: 'Sentences the bots did not understand' });
    const card = await cardOf('My order never arrived.');
    expect(within(card).getByRole('heading')).toHaveAttribute('lang', 'en-US');
    expect(within(card).getByText(/^English · heard \d+ times · /)).toBeInTheDocument();
    const conversation = within(card).getByRole('link', { name: 'conversation 1' });
    expect(conversation.getAttribute('href')).toMatch(/^\/incoming\/conv-\d{4}$/);
    expect(within(card).getByRole('button', { name: 'Assign to order.status' })).toHaveTextContent(
      /^order\.status \(\d+%\)$/,
    );
    // Only English, as the address says.
    expect(within(list()).queryByRole('heading', { name: /Paket/ })).toBeNull();
  });

  it('assigns a sentence to a suggested intent in one click: it becomes an example', async () => {
    const { user } = renderInbox();
    const card = await cardOf('My order never arrived.');
    await user.click(within(card).getByRole('button', { name: 'Assign to order.status' }));
    expect(
      await screen.findByText('Assigned to order.status: the sentence is an example now.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list()).queryByRole('heading', { name: 'My order never arrived.' })).toBeNull(),
    );
    expect(examplesOf('intent-2')).toContain('My order never arrived.');
  });

  it('assigns several at once to an intent searched by name, and names those refused', async () => {
    // A colleague already made one of them an example of another intent.
    mockDb().intents[0]!.examples.push({
      id: 'ex-taken',
      text: 'My order never arrived.',
      language: 'en-US',
      entities: [],
      source: 'manual',
    });
    const { user } = renderInbox();
    await user.click(
      within(await cardOf('My order never arrived.')).getByRole('checkbox', {
        name: 'Select “My order never arrived.”',
      }),
    );
    await user.click(
      within(await cardOf('The amount you charged me is wrong.')).getByRole('checkbox'),
    );
    const bulk = screen.getByRole('region', { name: 'Selected sentences' });
    expect(within(bulk).getByText('2 sentences selected')).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Assign to an intent…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 sentences to an intent' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Intent' }), 'order');
    await user.click(await screen.findByRole('option', { name: 'order.status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText('Assigned to order.status: the sentence is an example now.'),
    ).toBeInTheDocument();
    const problems = screen.getByText('1 sentence was not changed:').closest('[role="alert"]')!;
    expect(problems).toHaveTextContent(
      'My order never arrived.: the intent “billing.question” already has it as an example.',
    );
    expect(examplesOf('intent-2')).toContain('The amount you charged me is wrong.');
    expect(examplesOf('intent-2')).not.toContain('My order never arrived.');
  });

  it('ignores a sentence, and reopens it from the ignored ones', async () => {
    const { user, router } = renderInbox('/train/inbox?period=90d');
    const card = await cardOf('Is the weather nice over there?');
    await user.click(within(card).getByRole('button', { name: 'Ignore' }));
    expect(await screen.findByText('Sentence ignored.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list()).queryByRole('heading', { name: 'Is the weather nice over there?' }),
      ).toBeNull(),
    );
    // Without a language in the address, "All languages" is shown as chosen.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('All languages');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ignored' }));
    expect(router.state.location.search).toContain('status=ignored');
    const ignored = await cardOf('Is the weather nice over there?');
    await user.click(within(ignored).getByRole('button', { name: 'Reopen' }));
    // Notices queue one after the other: the outcome is checked, not the second notice.
    await waitFor(() =>
      expect(
        mockDb().inboxDecisions[inboxIdOf('en-US', 'Is the weather nice over there?')]?.status,
      ).toBe('open'),
    );
    // It was the only ignored one.
    expect(
      await screen.findByText('Nothing here: no sentence matches these filters.'),
    ).toBeInTheDocument();
  });

  it('says when someone decided meanwhile, and shows the sentence as it is now', async () => {
    const { user } = renderInbox();
    const card = await cardOf('Is the weather nice over there?');
    mockDb().inboxDecisions[inboxIdOf('en-US', 'Is the weather nice over there?')] = {
      status: 'ignored',
      intent: null,
      version: 2,
      updatedBy: 'Bob',
    };
    await user.click(within(card).getByRole('button', { name: 'Ignore' }));
    expect(await screen.findByText(/someone decided about it in the meantime/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list()).queryByRole('heading', { name: 'Is the weather nice over there?' }),
      ).toBeNull(),
    );
  });

  it('lets those who may not edit intents read, not decide', async () => {
    setCurrentRole('analyst');
    renderInbox();
    const card = await cardOf('My order never arrived.');
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
