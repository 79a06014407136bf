import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { server } from '../../mocks/node';
import { addNearDuplicate } from '../../testing/nearDuplicate';
import { renderRoute } from '../../testing/renderWithProviders';
import TrainPage from './TrainPage';

vi.setConfig({ testTimeout: 30_000 });

let listRequests: URLSearchParams[] = [];

beforeEach(() => {
  resetMockData();
  listRequests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/intents') {
      listRequests.push(url.searchParams);
    }
  });
  return () => server.events.removeAllListeners();
});

const renderList = (path = '/train') => ({
  user: userEvent.setup(),
  ...renderRoute(<TrainPage />, { path: '/train/:section?', initialEntries: [path] }),
});

describe('TrainPage', () => {
  it('lists the intents with their examples per language, problems and training state', async () => {
    const { user } = renderList();
    const grid = await screen.findByRole('grid', { name: 'Intents' });
    const agent = (
      await within(grid).findByRole('link', { name: 'agent.request' })
    ).closest<HTMLElement>('[role="row"]')!;
    expect(within(agent).getByText('Needs training')).toBeInTheDocument();
    // English and German have two examples each; three languages have none: three problems.
    expect(
      within(agent)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['DE 2 · EN 2 · JA 0 · FR 0 · IT 0', '3']));
    // The header names the languages behind the codes.
    await user.hover(within(grid).getByText('Examples per language'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Examples in each language: DE German, EN English, JA Japanese, FR French, and IT Italian',
    );
    expect(within(grid).getByRole('link', { name: 'order.status' })).toHaveAttribute(
      'href',
      '/train/intents/intent-2',
    );
    expect(listRequests.at(-1)?.get('sort')).toBe('name:asc');
  });

  it('searches on the server and keeps the search in the address', async () => {
    const { user, router } = renderList();
    await screen.findByRole('link', { name: 'order.status' });
    await user.type(screen.getByRole('searchbox', { name: 'Search intents' }), 'password');
    await waitFor(() => expect(listRequests.at(-1)?.get('q')).toBe('password'));
    expect(router.state.location.search).toBe('?q=password');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'order.status' })).toBeNull());
    expect(screen.getByRole('link', { name: 'password.reset' })).toBeInTheDocument();
  });

  it('offers a new intent only to those who may edit intents', async () => {
    setCurrentRole('analyst');
    renderList();
    await screen.findByRole('link', { name: 'order.status' });
    expect(screen.queryByRole('button', { name: 'New intent' })).toBeNull();
  });

  it('names examples of different intents worded alike, linked to both intents, each with its fix', async () => {
    addNearDuplicate(mockDb().intents, 'ex-alike');
    const { user } = renderList();
    const card = await screen.findByRole('region', {
      name: 'Examples worded alike in different intents',
    });
    const [entry] = within(card).getAllByRole('listitem');
    expect(entry).toHaveTextContent(
      '“Where is my order now?” (billing.question) and “Where is my order?” (order.status)',
    );
    expect(entry).toHaveTextContent('English · 80% of the words alike');
    expect(within(entry!).getByRole('link', { name: 'order.status' })).toHaveAttribute(
      'href',
      '/train/intents/intent-2',
    );
    // One click takes one of the two out of its intent, and the pair leaves the list.
    await user.click(
      within(entry!).getByRole('button', {
        name: 'Remove from billing.question: “Where is my order now?”',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: /worded alike/ })).toBeNull());
    expect(mockDb().intents[0]!.examples.map((example) => example.id)).not.toContain('ex-alike');
  });

  it('shows no such list while the examples differ', async () => {
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/nlu/conflicts') answered = true;
    });
    renderList();
    await screen.findByRole('link', { name: 'order.status' });
    await waitFor(() => expect(answered).toBe(true));
    // A render after the answer has arrived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /worded alike/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    renderList('/train?q=nothing-like-this');
    expect(await screen.findByText('No intents match this search.')).toBeInTheDocument();
  });

  it('has its models at /train/models, the section marked in its navigation', async () => {
    renderList('/train/models');
    expect(await screen.findByRole('region', { name: 'Models' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Training sections' });
    expect(within(nav).getByRole('link', { name: 'Models' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Intents' })).toHaveAttribute('href', '/train');
    // New intent belongs to the intents.
    expect(screen.queryByRole('button', { name: 'New intent' })).toBeNull();
  });

  it('says so for an address that names no section', async () => {
    renderList('/train/nothing');
    expect(await screen.findByText('There is no such training section.')).toBeInTheDocument();
  });
});
