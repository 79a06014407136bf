import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { recordRequestBodies } from '../../testing/recordRequests';
import { renderRoute } from '../../testing/renderWithProviders';
import IntentPage from './IntentPage';

vi.setConfig({ testTimeout: 30_000 });

/** Every PUT /intents/{id} body the page sent. */
let saves: Record<string, unknown>[] = [];

beforeEach(() => {
  resetMockData();
  const recorded = recordRequestBodies('PUT', '/api/v1/intents/');
  saves = recorded.bodies;
  return recorded.stop;
});

function renderIntent(path = '/train/intents/intent-2') {
  const user = userEvent.setup();
  const result = renderRoute(<IntentPage />, {
    path: '/train/intents/:id',
    initialEntries: [path],
  });
  return { user, ...result };
}

/** Editable once the person's permissions are known (read-only until then). */
const editable = () => screen.findByRole('button', { name: 'Save' });

const stored = () => mockDb().intents.find((intent) => intent.id === 'intent-2')!;

describe('IntentPage', () => {
  it('tags words of an example with an entity, and saves the tag with the example', async () => {
    const { user } = renderIntent();
    await editable();
    const text = 'I ordered a router last week and it has not arrived.';
    await user.click(screen.getByRole('button', { name: 'Tag entities in example 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Entities in example 2 (English)' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Entity' }));
    await user.click(await screen.findByRole('option', { name: 'product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tag the selection' }));
    expect(
      within(dialog).getByText('Select the words to tag in the example first.'),
    ).toBeInTheDocument();
    const example = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Example' });
    // " router " with its spaces: the tag takes the word alone.
    example.setSelectionRange(text.indexOf('router') - 1, text.indexOf('router') + 7);
    await user.click(within(dialog).getByRole('button', { name: 'Tag the selection' }));
    expect(within(dialog).getByRole('list', { name: 'Tags' })).toHaveTextContent('product: router');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Tagged: product: router')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    const start = text.indexOf('router');
    expect(stored().examples.find((e) => e.text === text)?.entities).toEqual([
      { start, end: start + 6, entity: 'product' },
    ]);
  });

  it('marks the examples that came from the inbox or an import', async () => {
    const [first, second] = stored().examples.filter((example) => example.language === 'en-US');
    first!.source = 'inbox';
    second!.source = 'import';
    renderIntent();
    const one = await screen.findByRole('textbox', { name: 'Example 1 in English' });
    expect(one.closest('li')).toHaveTextContent('From the inbox');
    expect(
      screen.getByRole('textbox', { name: 'Example 2 in English' }).closest('li'),
    ).toHaveTextContent('Imported');
  });

  it('adds an example and saves it with the version it was based on', async () => {
    const { user } = renderIntent();
    await screen.findByRole('heading', { level: 1, name: 'order.status' });
    await editable();
    expect(screen.getByRole('tab', { name: 'English (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'New example in English' }),
      'Parcel late{Enter}',
    );
    expect(screen.getByRole('tab', { name: 'English (3)' })).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    expect(saves[0]).toMatchObject({ version: 1 });
    expect(saves[0]!.examples).toContainEqual({
      text: 'Parcel late',
      language: 'en-US',
      entities: [],
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('counts an example typed but not added as unsaved, and Save adds it first', async () => {
    const { user } = renderIntent();
    await screen.findByRole('heading', { level: 1, name: 'order.status' });
    await editable();
    await user.type(
      screen.getByRole('textbox', { name: 'New example in English' }),
      'Still typing',
    );
    // Not added with Enter yet: still unsaved work, which the browser asks about before closing.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().version).toBe(2));
    expect(saves[0]!.examples).toContainEqual({
      text: 'Still typing',
      language: 'en-US',
      entities: [],
    });
    expect(screen.getByRole('textbox', { name: 'New example in English' })).toHaveValue('');
  });

  it('refuses an example twice in one language before anything is sent', async () => {
    const { user } = renderIntent();
    const field = await screen.findByRole('textbox', { name: 'New example in English' });
    await user.type(field, 'where is MY order?{Enter}');
    expect(screen.getByText('This example is already in the list.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English (2)' })).toBeInTheDocument();
  });

  it('shows an example another intent has at its field, in its language’s tab', async () => {
    const { user } = renderIntent('/train/intents/intent-2?language=de-DE');
    await editable();
    const german = screen.getByRole('textbox', { name: 'Example 1 in German' });
    await user.clear(german);
    await user.type(german, 'Ich habe mein Passwort vergessen.');
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Back in the German tab, the field at fault has the focus and names the other intent.
    const atFault = await screen.findByRole('textbox', { name: 'Example 1 in German' });
    await waitFor(() => expect(atFault).toHaveFocus());
    expect(
      screen.getByText('The intent “password.reset” already has this example.'),
    ).toBeInTheDocument();
    expect(atFault).toHaveValue('Ich habe mein Passwort vergessen.');
    expect(stored().version).toBe(1);
  });

  it('flags while typing an example another intent has worded alike, with its one-click fix', async () => {
    const { user } = renderIntent('/train/intents/intent-1');
    await editable();
    const field = screen.getByRole('textbox', { name: 'New example in English' });
    await user.type(field, 'Where is my order now');
    // Once typing pauses: order.status's example, four words of five alike.
    expect(
      await screen.findByText('Another intent has an example worded like this one.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Worded like an example of another intent (80% of the words alike):'),
    ).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.click(
      screen.getByRole('button', { name: 'Remove from order.status: “Where is my order?”' }),
    );
    await waitFor(() =>
      expect(stored().examples.map((example) => example.text)).not.toContain('Where is my order?'),
    );
    await waitFor(() =>
      expect(screen.queryByText('Another intent has an example worded like this one.')).toBeNull(),
    );
    // The typed text stays, to be added.
    expect(field).toHaveValue('Where is my order now');
  });

  it('checks the name before sending anything', async () => {
    const { user } = renderIntent();
    await editable();
    const name = screen.getByRole('textbox', { name: 'Intent name' });
    await user.clear(name);
    await user.type(name, 'Order Status');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Use lower-case letters, digits, “_” and “.”, starting with a letter.',
      ),
    ).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('is read-only for those who may only read intents', async () => {
    setCurrentRole('analyst');
    renderIntent();
    expect(
      await screen.findByText('Your role lets you read the intents but not change them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Intent name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New example in English' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete intent' })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderIntent();
    await editable();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, ' More.');
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/train/intents/intent-2');
  });
});
