import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow, FlowInput, FlowPage, FlowSummary } from '../../lib/api-client/schema';
import { resetMockData, setCurrentRole } from '../../mocks/data';
import { server } from '../../mocks/node';
import { mockViewportWidth } from '../../testing/matchMedia';
import { renderRoute } from '../../testing/renderWithProviders';
import FlowsPage from './FlowsPage';

vi.setConfig({ testTimeout: 30_000 });

const API = '*/api/v1';

const summary = (flow: Partial<FlowSummary> & Pick<FlowSummary, 'id' | 'name'>): FlowSummary => ({
  botId: 'bot-default',
  status: 'draft',
  publishedVersion: null,
  problems: 0,
  version: 1,
  updatedAt: '2025-03-04T09:30:00Z',
  updatedBy: null,
  ...flow,
});

const SEED: FlowSummary[] = [
  summary({
    id: 'flow-identify-caller',
    name: 'Identify caller',
    status: 'published',
    publishedVersion: 3,
    updatedBy: 'Bob Sample',
  }),
  summary({
    id: 'flow-password-reset',
    name: 'Password reset',
    status: 'changed',
    publishedVersion: 1,
    problems: 2,
    updatedBy: 'Alice Example',
  }),
  summary({ id: 'flow-order-status', name: 'Order status', botId: 'bot-service-hotline' }),
];

/** The flows the fake server holds; each test starts from SEED. */
let flows: FlowSummary[] = [];
/** GET /flows query strings, POST bodies and DELETE ids, in order. */
let listRequests: URLSearchParams[] = [];
let posts: FlowInput[] = [];
let deletes: string[] = [];

/** GET, POST and DELETE /flows as the contract describes them (only what this page uses). */
function serveFlows() {
  server.use(
    http.get(`${API}/flows`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const q = params.get('q')?.toLowerCase() ?? '';
      const [field, direction] = (params.get('sort') ?? 'name:asc').split(':');
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const matching = flows
        .filter((flow) => flow.name.toLowerCase().includes(q))
        .filter((flow) => !params.has('botId') || flow.botId === params.get('botId'))
        .filter((flow) => !params.has('status') || flow.status === params.get('status'))
        .sort((a, b) => {
          const order =
            field === 'updatedAt'
              ? a.updatedAt.localeCompare(b.updatedAt)
              : a.name.localeCompare(b.name);
          return direction === 'desc' ? -order : order;
        });
      return HttpResponse.json<FlowPage>({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
    http.post(`${API}/flows`, async ({ request }) => {
      const input = (await request.json()) as FlowInput;
      posts.push(input);
      const taken = flows.some(
        (flow) =>
          flow.botId === input.botId && flow.name.toLowerCase() === input.name.toLowerCase(),
      );
      if (taken) {
        return HttpResponse.json(
          {
            message: 'The request is invalid',
            code: 'validation_failed',
            fieldErrors: { name: 'already_exists' },
          },
          { status: 400 },
        );
      }
      const created = summary({
        id: `flow-new-${posts.length}`,
        name: input.name,
        botId: input.botId,
      });
      flows.push(created);
      return HttpResponse.json<Flow>(
        {
          ...created,
          languages: ['en-US'],
          unpublishedChanges: { count: 0, authors: [] },
          nodes: [],
          edges: [],
        },
        { status: 201 },
      );
    }),
    http.delete(`${API}/flows/:id`, ({ params }) => {
      const id = String(params.id);
      deletes.push(id);
      if (id === 'flow-identify-caller') {
        return HttpResponse.json(
          { message: 'In use', code: 'in_use', usedBy: ['Password reset'] },
          { status: 409 },
        );
      }
      flows = flows.filter((flow) => flow.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

beforeEach(() => {
  resetMockData();
  flows = SEED.map((flow) => ({ ...flow }));
  listRequests = [];
  posts = [];
  deletes = [];
  serveFlows();
});

const renderList = (path = '/flows') => ({
  user: userEvent.setup(),
  ...renderRoute(<FlowsPage />, { path: '/flows', initialEntries: [path] }),
});

const grid = () => screen.findByRole('grid', { name: 'Flows' });
const lastRequest = () => listRequests.at(-1);
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest<HTMLElement>('[role="row"], li')!;

describe('FlowsPage list', () => {
  it('lists the flows with bot, status, published version, problems and last change', async () => {
    renderList();
    await grid();
    const reset = await rowOf('Password reset');
    expect(within(reset).getByRole('link', { name: 'Password reset' })).toHaveAttribute(
      'href',
      '/flows/flow-password-reset',
    );
    // The bot by its name, not its id.
    expect(within(reset).getByText('default')).toBeInTheDocument();
    expect(within(reset).getByText('Unpublished changes')).toBeInTheDocument();
    expect(within(reset).getByText('v1')).toBeInTheDocument();
    expect(within(reset).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    expect(within(reset).getByText(/by Alice Example$/)).toBeInTheDocument();

    const order = await rowOf('Order status');
    expect(within(order).getByText('service-hotline')).toBeInTheDocument();
    expect(within(order).getByText('Draft')).toBeInTheDocument();
    // Never published: a dash, read out as such.
    expect(within(order).getByText('Not published')).toBeInTheDocument();

    expect(within(await rowOf('Identify caller')).getByText('Published')).toBeInTheDocument();
    expect(lastRequest()?.get('sort')).toBe('name:asc');
    expect(lastRequest()?.get('pageSize')).toBe('25');
  });

  it("shows the rows with their actions at once: they wait for the person's permissions", async () => {
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    // Held back, then left to the mock's own answer (a resolver that returns nothing passes on).
    server.use(
      http.get(`${API}/me`, async () => {
        await meAnswered;
      }),
    );
    renderList();
    await waitFor(() => expect(listRequests).toHaveLength(1));
    // The flows have answered, the permissions not yet: no rows without their actions.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'Password reset' })).not.toBeInTheDocument();

    answerMe();
    const reset = await rowOf('Password reset');
    expect(
      within(reset).getByRole('button', { name: 'Actions for Password reset' }),
    ).toBeInTheDocument();
  });

  it('sends search, bot and status to the server and keeps them in the address', async () => {
    const { user, router } = renderList();
    await rowOf('Order status');

    await user.type(screen.getByRole('searchbox', { name: 'Search flows' }), 'reset');
    await waitFor(() => expect(lastRequest()?.get('q')).toBe('reset'));
    expect(router.state.location.search).toBe('?q=reset');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order status' })).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Bot' }));
    await user.click(await screen.findByRole('option', { name: 'default' }));
    await waitFor(() => expect(lastRequest()?.get('botId')).toBe('bot-default'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unpublished changes' }));
    await waitFor(() => expect(lastRequest()?.get('status')).toBe('changed'));
    expect(new URLSearchParams(router.state.location.search).get('botId')).toBe('bot-default');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('changed');
    expect(await rowOf('Password reset')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastRequest()?.has('q')).toBe(false));
    expect(lastRequest()?.has('botId')).toBe(false);
    expect(lastRequest()?.has('status')).toBe(false);
    expect(router.state.location.search).toBe('');
    expect(await rowOf('Order status')).toBeInTheDocument();
  });

  it('starts from the address and sorts on the server', async () => {
    const { user } = renderList('/flows?status=draft&sort=updatedAt:desc');
    await rowOf('Order status');
    expect(lastRequest()?.get('status')).toBe('draft');
    expect(lastRequest()?.get('sort')).toBe('updatedAt:desc');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('name:asc'));
  });

  it('says so when nothing matches', async () => {
    renderList('/flows?q=nothing-like-this');
    expect(await screen.findByText('No flows match these filters.')).toBeInTheDocument();
  });

  it('leads to the conversation tests of the bot the list is filtered to', async () => {
    renderList('/flows?botId=bot-service-hotline');
    await rowOf('Order status');
    expect(screen.getByRole('link', { name: 'Tests' })).toHaveAttribute(
      'href',
      '/flows/tests?bot=bot-service-hotline',
    );
  });

  it('says there are no flows yet when the server has none', async () => {
    flows = [];
    renderList();
    expect(await screen.findByText('There are no conversation flows yet.')).toBeInTheDocument();
  });
});

describe('FlowsPage create', () => {
  it('creates a flow from a template on the chosen bot and opens it', async () => {
    const { user, router } = renderList();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Opening hours ');
    await user.click(within(dialog).getByRole('combobox', { name: /Bot/ }));
    await user.click(await screen.findByRole('option', { name: 'web-assistant' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Handover on request' }));
    expect(
      within(dialog).getByText('Hands the conversation over to an agent when asked to.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/flows/flow-new-1'));
    expect(posts).toEqual([
      { name: 'Opening hours', botId: 'bot-web-assistant', template: 'handoverOnRequest' },
    ]);
  });

  it('starts on the bot the list is filtered to, and asks for a name first', async () => {
    const { user } = renderList('/flows?botId=bot-service-hotline');
    await rowOf('Order status');
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    expect(within(dialog).getByRole('combobox', { name: /Bot/ })).toHaveTextContent(
      'service-hotline',
    );
    expect(within(dialog).getByRole('combobox', { name: /Template/ })).toHaveTextContent('Blank');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('refuses a name the bot already has before sending; the server’s already_exists lands on the name', async () => {
    const { user } = renderList();
    await rowOf('Password reset');
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'password RESET');
    await user.click(within(dialog).getByRole('combobox', { name: /Bot/ }));
    await user.click(await screen.findByRole('option', { name: 'default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('This bot already has a flow with this name.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    // A name the list on screen does not show, but the server knows.
    flows.push(summary({ id: 'flow-hidden', name: 'Billing' }));
    await user.clear(name);
    await user.type(name, 'Billing');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(
      await within(dialog).findByText('This bot already has a flow with this name.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Billing');
  });

  it('explains a refusal (403) in place', async () => {
    server.use(
      http.post(`${API}/flows`, () =>
        HttpResponse.json({ message: 'Forbidden', code: 'forbidden' }, { status: 403 }),
      ),
    );
    const { user } = renderList('/flows?botId=bot-default');
    await rowOf('Password reset');
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Billing');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('You do not have permission to do this.'),
    ).toBeInTheDocument();
  });
});

describe('FlowsPage duplicate and delete', () => {
  it('duplicates a flow under “(copy)” on the same bot and opens the copy', async () => {
    const { user, router } = renderList();
    const order = await rowOf('Order status');
    await user.click(within(order).getByRole('button', { name: 'Actions for Order status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate flow' });
    expect(within(dialog).getByText(/same bot \(service-hotline\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Order status (copy)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flows/flow-new-1'));
    expect(posts).toEqual([
      { name: 'Order status (copy)', botId: 'bot-service-hotline', copyOf: 'flow-order-status' },
    ]);
  });

  it('deletes a flow after a confirmation that names it', async () => {
    const { user } = renderList();
    const order = await rowOf('Order status');
    await user.click(within(order).getByRole('button', { name: 'Actions for Order status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete flow?' });
    expect(dialog).toHaveTextContent('“Order status” will be deleted');
    // Cancel has the focus: Enter does not delete.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual(['flow-order-status']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order status' })).toBeNull());
  });

  it('explains in place that a flow used as a subflow stays, naming the flows that use it', async () => {
    const { user } = renderList();
    const caller = await rowOf('Identify caller');
    await user.click(within(caller).getByRole('button', { name: 'Actions for Identify caller' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete flow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“Identify caller” cannot be deleted: it is used as a subflow by Password reset.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Identify caller' })).toBeInTheDocument();
  });

  it('explains a refused delete (403) in place', async () => {
    server.use(
      http.delete(`${API}/flows/:id`, () =>
        HttpResponse.json({ message: 'Forbidden', code: 'forbidden' }, { status: 403 }),
      ),
    );
    const { user } = renderList();
    const order = await rowOf('Order status');
    await user.click(within(order).getByRole('button', { name: 'Actions for Order status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete flow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  });
});

describe('FlowsPage permissions', () => {
  it.each(['viewer', 'analyst'] as const)(
    'offers a %s no way to create, duplicate or delete',
    async (role) => {
      setCurrentRole(role);
      renderList();
      await rowOf('Order status');
      expect(screen.queryByRole('button', { name: 'New flow' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      // Reading is for everyone: the flows still open.
      expect(screen.getByRole('link', { name: 'Order status' })).toHaveAttribute(
        'href',
        '/flows/flow-order-status',
      );
    },
  );
});

describe('FlowsPage at phone width', () => {
  beforeEach(() => mockViewportWidth(390));

  it('shows a card per flow with its status, problems and actions', async () => {
    const { user } = renderList();
    const list = await screen.findByRole('list', { name: 'Flows' });
    const reset = await rowOf('Password reset');
    expect(list).toContainElement(reset);
    expect(within(reset).getByText('Unpublished changes')).toBeInTheDocument();
    expect(within(reset).getByText('Published: v1')).toBeInTheDocument();
    expect(within(reset).getByText('2 problems')).toBeInTheDocument();
    expect(within(reset).getByText(/by Alice Example$/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Last changed' }));
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('updatedAt:asc'));
    await user.click(screen.getByRole('button', { name: 'Descending order' }));
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('updatedAt:desc'));

    await user.click(within(reset).getByRole('button', { name: 'Actions for Password reset' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
  });
});
