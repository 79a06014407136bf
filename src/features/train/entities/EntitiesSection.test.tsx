import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import { EntitiesSection } from './EntitiesSection';

vi.setConfig({ testTimeout: 30_000 });

let sent: Record<string, unknown>[] = [];

beforeEach(() => {
  resetMockData();
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' && path.startsWith('/api/v1/entities')) {
      const text = await request.clone().text();
      sent.push(text ? (JSON.parse(text) as Record<string, unknown>) : {});
    }
  });
  return () => server.events.removeAllListeners();
});

const renderSection = () => {
  renderRoute(
    <>
      <EntitiesSection />
      <NotificationsHost />
    </>,
    { path: '/train/entities' },
  );
  return userEvent.setup();
};

const entity = (name: string) => mockDb().entities.find((candidate) => candidate.name === name);

describe('EntitiesSection', () => {
  it('lists the entities with what each recognises', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Entities' });
    const product = within(list).getByRole('heading', { name: 'product' }).closest('li')!;
    expect(product).toHaveTextContent('List');
    expect(product).toHaveTextContent('router, phone, tv');
    const orders = within(list).getByRole('heading', { name: 'order_number' }).closest('li')!;
    expect(orders).toHaveTextContent('[A-Z]{2}\\d{6}');
    expect(within(list).getByRole('heading', { name: 'date' }).closest('li')).toHaveTextContent(
      'Built-in',
    );
  });

  it('adds a list entity with values and their synonyms, one per line', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New entity' }));
    const dialog = screen.getByRole('dialog', { name: 'New entity' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Entity name' }), 'colour');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 1' }), 'red');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Synonyms of value 1' }),
      'crimson{Enter}scarlet',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'Red');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The same value twice is refused before anything is sent.
    expect(await within(dialog).findByText('This value is already taken.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Value 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'blue');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entity “colour” saved.')).toBeInTheDocument();
    expect(entity('colour')).toMatchObject({
      kind: 'list',
      values: [
        { value: 'red', synonyms: ['crimson', 'scarlet'] },
        { value: 'blue', synonyms: [] },
      ],
      pattern: null,
    });
  });

  it('refuses a pattern that does not compile, and saves a change with its version', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit order_number' }));
    const dialog = screen.getByRole('dialog', { name: 'Entity “order_number”' });
    const pattern = within(dialog).getByRole('textbox', { name: 'Pattern (regular expression)' });
    await user.clear(pattern);
    await user.type(pattern, '[[A-Z');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This pattern is not a valid regular expression.'),
    ).toBeInTheDocument();
    await user.clear(pattern);
    await user.type(pattern, 'NE\\d{{8}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entity('order_number')?.version).toBe(2));
    expect(sent.at(-1)).toMatchObject({ pattern: 'NE\\d{8}', version: 1, kind: 'regex' });
    // The list shows the saved pattern.
    const list = screen.getByRole('list', { name: 'Entities' });
    await waitFor(() =>
      expect(
        within(list).getByRole('heading', { name: 'order_number' }).closest('li'),
      ).toHaveTextContent('NE\\d{8}'),
    );
  });

  it('merges a colleague’s change to another part into a stale save', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit product' }));
    const dialog = screen.getByRole('dialog', { name: 'Entity “product”' });
    // A colleague adds a value meanwhile.
    const stored = entity('product')!;
    stored.values = [...stored.values, { value: 'tablet', synonyms: [] }];
    stored.version = 2;
    const name = within(dialog).getByRole('textbox', { name: 'Entity name' });
    await user.clear(name);
    await user.type(name, 'device');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entity “device” saved.')).toBeInTheDocument();
    expect(entity('device')?.values.map((value) => value.value)).toEqual([
      'router',
      'phone',
      'tv',
      'tablet',
    ]);
    expect(entity('device')?.version).toBe(3);
  });

  it('deletes after confirming', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete date' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete entity' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(entity('date')).toBeUndefined());
  });

  it('offers analysts no changes', async () => {
    setCurrentRole('analyst');
    renderSection();
    await screen.findByRole('list', { name: 'Entities' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull());
    expect(screen.queryByRole('button', { name: 'New entity' })).toBeNull();
  });
});
