import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { recordRequestBodies } from '../../../testing/recordRequests';
import { renderRoute } from '../../../testing/renderWithProviders';
import FlowTestPage from './FlowTestPage';

vi.setConfig({ testTimeout: 30_000 });

/** Every PUT /flow-tests/{id} body the page sent. */
let saves: Record<string, unknown>[] = [];

beforeEach(() => {
  resetMockData();
  const recorded = recordRequestBodies('PUT', '/api/v1/flow-tests/');
  saves = recorded.bodies;
  return recorded.stop;
});

const TEST_NAME = 'Order status: a shipped order';
const stored = () => mockDb().flowTests.find((test) => test.name === TEST_NAME)!;
const storedId = () => stored().id;

function renderEditor() {
  const user = userEvent.setup();
  const result = renderRoute(<FlowTestPage />, {
    path: '/flows/tests/:id',
    initialEntries: [`/flows/tests/${storedId()}`],
  });
  return { user, ...result };
}

/**
 * Editable once the person's permissions are known (read-only until then); the first page of a
 * file loads the editor's code, which takes a while on a busy machine.
 */
const editable = () => screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
const turn = (number: number) => screen.getByRole('region', { name: `Turn ${number}` });

/** The turns of the first PUT, as sent. */
const sentTurns = () =>
  saves[0]!.turns as { said: string | null; expect: Record<string, unknown> }[];

describe('FlowTestPage', () => {
  it('shows the test: its name, tags, flow, language, channel and each turn’s checks', async () => {
    const { container } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: TEST_NAME })).toBeInTheDocument();
    await editable();
    expect(screen.getByRole('textbox', { name: /Test name/ })).toHaveValue(TEST_NAME);
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('smoke');
    expect(screen.getByRole('switch', { name: 'Run this test' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Order status' })).toHaveAttribute(
      'href',
      '/flows/flow-order-status',
    );
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText('Voice')).toBeInTheDocument();
    // The bot's opening: no caller words, the steps that speak by their names in the draft.
    expect(within(turn(1)).queryByRole('textbox', { name: 'What the caller says' })).toBeNull();
    const steps = within(turn(1)).getByRole('list', { name: 'Steps that speak, in order' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(within(turn(2)).getByRole('textbox', { name: 'What the caller says' })).toHaveValue(
      'AB123456',
    );
    expect(within(turn(2)).getByRole('switch', { name: 'Check the intent' })).not.toBeChecked();
    expect(within(turn(2)).getByRole('textbox', { name: 'Slots after this turn' })).toHaveValue(
      'order_number=AB123456',
    );
    expect(screen.getByRole('combobox', { name: 'Expected outcome' })).toHaveTextContent(
      'Resolved by bot',
    );
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('saves a change with the version it was based on', async () => {
    const { user } = renderEditor();
    await editable();
    const said = within(turn(3)).getByRole('textbox', { name: 'What the caller says' });
    await user.clear(said);
    await user.type(said, 'two');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), '{Enter}orders');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    expect(saves[0]).toMatchObject({ version: 1, name: TEST_NAME, tags: ['smoke', 'orders'] });
    expect(sentTurns()[2]?.said).toBe('two');
    expect(stored().turns[2]?.said).toBe('two');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('sends null for a check turned off, and the outcome when not checked', async () => {
    const { user } = renderEditor();
    await editable();
    await user.click(within(turn(2)).getByRole('switch', { name: 'Check the reply' }));
    expect(within(turn(2)).queryByRole('textbox', { name: /The bot’s reply/ })).toBeNull();
    await user.click(within(turn(2)).getByRole('switch', { name: 'Check the slots' }));
    await user.click(within(turn(3)).getByRole('switch', { name: 'Check the intent' }));
    await user.type(within(turn(3)).getByRole('textbox', { name: /Intent/ }), 'smalltalk.no');
    await user.click(screen.getByRole('combobox', { name: 'Expected outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Not checked' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    expect(sentTurns()[1]?.expect).toMatchObject({ reply: null, slots: null });
    expect(sentTurns()[1]?.expect.steps).toEqual(['say_status', 'ask_more']);
    expect(sentTurns()[2]?.expect.intent).toBe('smalltalk.no');
    expect(saves[0]!.outcome).toBeNull();
    expect(stored().turns[1]?.expect.reply).toBeNull();
  });

  it('refuses a check left empty or slots that are not name=value, before anything is sent', async () => {
    const { user } = renderEditor();
    await editable();
    await user.clear(within(turn(3)).getByRole('textbox', { name: /The bot’s reply/ }));
    const slots = within(turn(2)).getByRole('textbox', { name: 'Slots after this turn' });
    await user.type(slots, '{Enter}city');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(turn(3)).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(
      within(turn(2)).getByText('Write each slot as name=value, one per line.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Some fields need your attention before this can be saved.'),
    ).toBeInTheDocument();
    expect(saves).toEqual([]);
    // A value with spaces is typed as it is.
    await user.type(slots, '=New York');
    await user.type(within(turn(3)).getByRole('textbox', { name: /The bot’s reply/ }), 'Bye');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    expect(sentTurns()[1]?.expect.slots).toEqual({ order_number: 'AB123456', city: 'New York' });
  });

  it('merges a colleague’s save of other parts without asking', async () => {
    const { user } = renderEditor();
    await editable();
    act(() => {
      Object.assign(stored(), { version: 2, tags: ['smoke', 'nightly'] });
    });
    const name = screen.getByRole('textbox', { name: /Test name/ });
    await user.clear(name);
    await user.type(name, 'Shipped order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mockDb().flowTests.find((t) => t.name === 'Shipped order')).toBeDefined(),
    );
    const saved = mockDb().flowTests.find((t) => t.name === 'Shipped order')!;
    expect(saved.version).toBe(3);
    expect(saved.tags).toEqual(['smoke', 'nightly']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about a part both changed, and saves the choice', async () => {
    const { user } = renderEditor();
    await editable();
    act(() => {
      Object.assign(stored(), { version: 2, enabled: false, name: 'Renamed by a colleague' });
    });
    const name = screen.getByRole('textbox', { name: /Test name/ });
    await user.clear(name);
    await user.type(name, 'Shipped order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this in the meantime',
    });
    expect(
      within(dialog).getByRole('radio', { name: 'Their value: Renamed by a colleague' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'My value: Shipped order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() =>
      expect(mockDb().flowTests.some((t) => t.name === 'Shipped order')).toBe(true),
    );
    const saved = mockDb().flowTests.find((t) => t.name === 'Shipped order')!;
    expect(saved.version).toBe(3);
    // Their other change stays.
    expect(saved.enabled).toBe(false);
  });

  it('deletes the test after asking, and returns to the bot’s tests', async () => {
    const { user, router } = renderEditor();
    await editable();
    const id = storedId();
    await user.click(screen.getByRole('button', { name: 'Delete test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flows/tests'));
    expect(router.state.location.search).toBe('?bot=bot-service-hotline');
    expect(mockDb().flowTests.some((test) => test.id === id)).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderEditor();
    await editable();
    await user.click(screen.getByRole('switch', { name: 'Run this test' }));
    void router.navigate('/elsewhere');
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/flows/tests/${storedId()}`);
  });

  it('offers back what was typed and not saved when the test is opened again', async () => {
    const first = renderEditor();
    await editable();
    const said = within(turn(3)).getByRole('textbox', { name: 'What the caller says' });
    await first.user.type(said, ' please');
    first.unmount();
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(within(turn(3)).getByRole('textbox', { name: 'What the caller says' })).toHaveValue(
      '2 please',
    );
    expect(saves).toEqual([]);
  });

  it('is read-only for a role that may only read flows', async () => {
    setCurrentRole('analyst');
    renderEditor();
    expect(
      await screen.findByText('Your role lets you read the tests but not change them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Test name/ })).toBeDisabled();
    expect(within(turn(2)).getByRole('switch', { name: 'Check the reply' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete test' })).toBeNull();
  });
});
