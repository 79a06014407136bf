import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredDraft, writeStoredDraft } from '../../lib/edit-session/draftStore';
import type { KeptDraft } from './editor/keptDraft';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { callMockApi } from '../../testing/callMockApi';
import { renderRoute } from '../../testing/renderWithProviders';
import FlowEditorPage from './FlowEditorPage';

vi.setConfig({ testTimeout: 30_000 });

/** Every PUT /flows/{id} body the editor sent. */
let saves: { name: string; version: number; nodes: { id: string; type: string }[] }[] = [];

beforeEach(() => {
  resetMockData();
  saves = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/v1/flows/')) {
      void request
        .clone()
        .json()
        .then((body: (typeof saves)[number]) => saves.push(body));
    }
  });
  return () => server.events.removeAllListeners();
});

const ORDER = 'flow-order-status';
const stored = () => mockDb().flows.find((flow) => flow.id === ORDER)!;

function renderEditor(id = ORDER) {
  const user = userEvent.setup();
  const result = renderRoute(<FlowEditorPage />, {
    path: '/flows/:id',
    initialEntries: [`/flows/${id}`],
  });
  return { user, ...result };
}

/** A step's settings as the editor's last save sent them. */
const savedData = (id: string) =>
  (saves.at(-1)?.nodes as unknown as { id: string; data: object }[] | undefined)?.find(
    (node) => node.id === id,
  )?.data;
const canvasNode = (name: RegExp) => screen.findByRole('group', { name });
/** Selects a step as a keyboard user does (jsdom's mouse events lack what d3-drag reads). */
async function selectStep(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const node = await canvasNode(name);
  node.focus();
  await user.keyboard(' ');
}

const addStep = () => screen.findByRole('button', { name: /^Add step/ });

describe('FlowEditorPage', () => {
  it('shows the flow on the canvas, each step named for screen readers', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    // Steps only: connections are no groups (no Tab stops) since the canvas is one Tab stop.
    expect(within(canvas).getAllByRole('group').length).toBeGreaterThan(3);
    expect(await canvasNode(/^Start/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  });

  it('adds a step after the selected one with the keyboard, lists its problems, and undoes it', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Start/);
    await user.click(await screen.findByRole('button', { name: /^Add step after/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Say' }));
    const problems = screen.getByRole('region', { name: /^Problems/ });
    expect(
      await within(problems).findByRole('button', { name: /Text missing in German/ }),
    ).toBeInTheDocument();
    // The new step is selected: its settings are open.
    expect(screen.getByRole('textbox', { name: 'Text in German' })).toHaveValue('');
    // On the canvas it is marked, in words too, with as many problems as the panel lists for it
    // (Order status has none of its own).
    const listed = within(problems).getAllByRole('button', { name: /at “Say”/ }).length;
    expect(listed).toBeGreaterThan(1);
    const added = await canvasNode(new RegExp(`^Say: No text in English\\. ${listed} problems$`));
    const mark = added.querySelector('.flow-node__problems--error');
    expect(mark).toHaveTextContent(String(listed));
    expect(mark?.querySelector('svg')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(within(problems).queryByRole('button', { name: /Text missing/ })).toBeNull(),
    );
  });

  it('saves a changed text with the version it was based on', async () => {
    const { user } = renderEditor();
    const version = stored().version;
    await selectStep(user, /^Say/);
    const german = await screen.findByRole('textbox', { name: 'Text in German' });
    await user.clear(german);
    await user.type(german, 'Hallo!');
    await user.tab();
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    expect(saves[0]).toMatchObject({ name: 'Order status', version });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(stored().version).toBe(version + 1);
  });

  it('counts a step text typed but not applied as unsaved, keeps it on pagehide, and applies it when typing pauses', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    const german = await screen.findByRole('textbox', { name: 'Text in German' });
    await user.clear(german);
    await user.type(german, 'Noch nicht verlassen');
    // Still in the field: unsaved, the browser asks before closing, and the copy is kept.
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    const kept = readStoredDraft('anonymous', `flow:${ORDER}`, (draft) => draft as KeptDraft);
    const say = kept?.draft.graph.nodes.find((node) => node.type === 'say');
    expect(say?.data.texts?.['de-DE']).toBe('Noch nicht verlassen');
    // A pause in typing applies the text, and the autosave takes it, focus still in the field.
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 6000 });
    expect(german).toHaveFocus();
    const saved = stored().nodes.find((node) => node.id === say?.id);
    expect(saved?.data.texts?.['de-DE']).toBe('Noch nicht verlassen');
  });

  it('restores a deleted step with Ctrl+Z, the focus back on the canvas', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    const steps = () => canvas.querySelectorAll('.react-flow__node').length;
    const before = steps();
    await user.keyboard('{Delete}');
    // The step goes, and its connections with it.
    await waitFor(() => expect(steps()).toBe(before - 1));
    expect(canvas).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(steps()).toBe(before));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(steps()).toBe(before - 1));
  });

  it('says at the name field why an empty or taken name is not saved', async () => {
    // Two flows of the same bot: a name may not be taken twice there.
    const { user } = renderEditor('flow-password-reset');
    const name = await screen.findByRole('textbox', { name: 'Flow name' });
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(saves).toHaveLength(0);
    await user.type(name, 'Identify caller');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/already/i), { timeout: 5000 });
    const status = within(screen.getByRole('toolbar', { name: /./ })).getByText(/^Not saved/);
    expect(status).toHaveTextContent(/marked field/);
    expect(status).not.toHaveTextContent(/steps/);
  });

  it('asks when a colleague saved in between, and keeps my edit until I choose', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    // A colleague moves a step and saves, based on the same version.
    const theirs = stored();
    await callMockApi('PUT', `/flows/${ORDER}`, {
      name: theirs.name,
      nodes: theirs.nodes.map((node, index) =>
        index === 0 ? { ...node, position: { x: node.position.x + 300, y: 0 } } : node,
      ),
      edges: theirs.edges,
      version: theirs.version,
    });
    const german = await screen.findByRole('textbox', { name: 'Text in German' });
    await user.type(german, ' Mehr.');
    await user.tab();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Someone else saved this in the meantime' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/Steps and connections/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: a colleague changed this flow',
    );
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text in German' }).value,
    ).toMatch(/Mehr\.$/);
  });

  it('takes a colleague’s rename into my save when we changed different things', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    const theirs = stored();
    await callMockApi('PUT', `/flows/${ORDER}`, {
      name: 'Where is my order',
      nodes: theirs.nodes,
      edges: theirs.edges,
      version: theirs.version,
    });
    const german = await screen.findByRole('textbox', { name: 'Text in German' });
    await user.type(german, ' Mehr.');
    await user.tab();
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Flow name' })).toHaveValue('Where is my order'),
      { timeout: 5000 },
    );
    expect(stored().name).toBe('Where is my order');
    expect(JSON.stringify(stored().nodes)).toContain('Mehr.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tidies the steps up top to bottom as one undoable change, saved like any other', async () => {
    const { user } = renderEditor();
    const before = new Map(stored().nodes.map((node) => [node.id, node.position]));
    await user.click(await screen.findByRole('button', { name: 'Tidy up' }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    const moved = saves[0]!.nodes as unknown as {
      id: string;
      position: { x: number; y: number };
    }[];
    expect(moved.some((node) => node.position.x !== before.get(node.id)?.x)).toBe(true);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('finds steps and actions in the command palette (Ctrl+K)', async () => {
    const { user } = renderEditor();
    (await canvasNode(/^Start/)).focus();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Commands' });
    await user.type(within(palette).getByRole('combobox'), 'look up');
    await user.keyboard('{Enter}');
    // The step is selected: its settings are open.
    expect(await screen.findByRole('textbox', { name: 'Integration' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Commands' }));
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Commands' })).getByRole('combobox'),
      'Add Handover after',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Handover target' })).toHaveValue('');
  });

  it('lists steps of the same name in the command palette each as its own entry', async () => {
    const errors = vi.spyOn(console, 'error');
    const { user } = renderEditor();
    (await canvasNode(/^Start/)).focus();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Commands' });
    expect(
      within(palette).getAllByRole('option', { name: 'Go to “Say” (Say)' }).length,
    ).toBeGreaterThan(1);
    // Keyed by step, not by label: React warns of (and may drop) entries with one key.
    expect(
      errors.mock.calls.some((call) => String(call[0]).includes('two children with the same key')),
    ).toBe(false);
  });

  it('marks the steps the server refuses, and keeps the edit', async () => {
    server.use(
      http.put('*/api/v1/flows/:id', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'invalid graph',
            fieldErrors: { 'nodes.1.type': 'unknown_value' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    const german = await screen.findByRole('textbox', { name: 'Text in German' });
    await user.type(german, ' Mehr.');
    await user.tab();
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Not saved: The server refused some steps; they are marked on the canvas.',
        ),
      { timeout: 5000 },
    );
    const second = stored().nodes[1]!;
    // The canvas draws its nodes from React Flow's own store, a commit after the status line.
    await waitFor(() =>
      expect(document.querySelector(`[data-id="${second.id}"] .flow-node--problem`)).not.toBeNull(),
    );
    // In words too, not by its colour alone.
    expect(
      document.querySelector(`.react-flow__node[data-id="${second.id}"]`),
    ).toHaveAccessibleName(/\. Refused by the server$/);
    expect((german as HTMLTextAreaElement).value).toMatch(/Mehr\.$/);
  });

  it('maps the slots a subflow gets and gives back, one per line', async () => {
    const { user } = renderEditor('flow-password-reset');
    await selectStep(user, /^Subflow/);
    const inputs = await screen.findByRole('textbox', { name: 'Slots handed in' });
    await user.clear(inputs);
    await user.type(inputs, 'caller = customer_number');
    await user.tab();
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    const subflow = (
      saves[0]!.nodes as unknown as { type: string; data: { inputs?: object } }[]
    ).find((node) => node.type === 'subflow');
    expect(subflow?.data.inputs).toEqual({ caller: 'customer_number' });
  });

  it('checks a condition’s expression as it is typed, naming the character at fault, and saves it', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Condition/);
    await user.click(await screen.findByRole('combobox', { name: 'Comparison of rule 1' }));
    await user.click(await screen.findByRole('option', { name: 'matches an expression' }));
    expect(screen.queryByRole('textbox', { name: 'Slot of rule 1' })).toBeNull();
    const expression = await screen.findByRole('textbox', { name: 'Expression of rule 1' });
    await user.type(expression, 'size(order_numbr) == 0');
    expect(expression).toHaveAccessibleDescription(
      'Not valid at character 6: the flow never fills a slot “order_numbr”',
    );
    expect(expression).toHaveAttribute('aria-invalid', 'true');
    await user.clear(expression);
    await user.type(expression, 'size(order_number) == 0');
    expect(expression).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    const savedRule = () =>
      (saves.at(-1)?.nodes as unknown as { type: string; data: { rules?: object[] } }[])?.find(
        (node) => node.type === 'condition',
      )?.data.rules?.[0];
    await waitFor(
      () =>
        expect(savedRule()).toMatchObject({
          operator: 'expression',
          expression: 'size(order_number) == 0',
        }),
      { timeout: 5000 },
    );
  });

  it('checks an API call’s body as it is typed, maps the answer into slots, and tries the call', async () => {
    // Beside the start, on screen: only the steps on screen are in the page.
    const start = stored().nodes.find((node) => node.type === 'start')!;
    stored().nodes.find((node) => node.id === 'api_order')!.position = {
      x: start.position.x,
      y: start.position.y + 120,
    };
    const { user } = renderEditor();
    await selectStep(user, /^API call: Look up order/);
    const body = await screen.findByRole('textbox', { name: 'Request body (JSON)' });
    await user.click(body);
    await user.paste('{"order": {order_numbr}}');
    expect(body).toHaveAccessibleDescription(
      'Not valid at line 1, character 11: the flow never fills a slot “order_numbr”',
    );
    await user.clear(body);
    await user.paste('{"order": {order_number},\n}');
    expect(body).toHaveAccessibleDescription('Not valid at line 2, character 1: this is not JSON');
    await user.clear(body);
    await user.paste('{"order": {order_number}}');
    expect(body).toHaveAttribute('aria-invalid', 'false');

    // Applied once the field is left: a row added while that apply is under way would be reset
    // with the step's new data (noted as a known miss).
    await user.tab();
    await waitFor(
      () => expect(savedData('api_order')).toMatchObject({ body: '{"order": {order_number}}' }),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    const path = screen.getByRole('textbox', { name: 'Path in the answer 1' });
    expect(path).toHaveFocus();
    await user.type(path, 'order.status');
    await user.type(screen.getByRole('textbox', { name: 'Into slot 1' }), 'order_state');
    await user.tab();
    await waitFor(
      () =>
        expect(savedData('api_order')).toMatchObject({
          body: '{"order": {order_number}}',
          responseMapping: [{ path: 'order.status', slot: 'order_state' }],
        }),
      { timeout: 5000 },
    );

    await user.click(screen.getByRole('button', { name: 'Try this call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try GET /orders/{order_number}' });
    expect(within(dialog).getByRole('textbox', { name: 'Slot 1' })).toHaveValue('order_number');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of slot 1' }), 'A-17');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const result = await within(dialog).findByText(/^Status 200 after/);
    expect(result).toHaveTextContent(/the step goes on at “success”/);
    expect(within(dialog).getByText('shop:/orders/A-17')).toBeVisible();
    expect(
      within(dialog).getByText(/^order_state ← order\.status: “(shipped|processing|delivered)”$/),
    ).toBeVisible();
  });

  it('gives a question keypad options, refusing a key that is not one or is listed twice', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Ask/);
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const key = screen.getByRole('textbox', { name: 'Key 1' });
    expect(key).toHaveFocus();
    await user.type(key, 'x');
    await user.type(screen.getByRole('textbox', { name: 'Value of key 1' }), 'order');
    await user.tab();
    expect(key).toHaveAccessibleDescription('One key: 0–9, * or #.');
    await user.clear(key);
    await user.type(key, '1');
    await user.tab();
    await waitFor(
      () =>
        expect(screen.getByRole('toolbar', { name: /./ })).toHaveTextContent('All changes saved'),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    await user.type(screen.getByRole('textbox', { name: 'Key 2' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Value of key 2' }), 'other');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Key 2' })).toHaveAccessibleDescription(
      'This key is already listed above.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Key 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Key 2' }), '#');
    await user.tab();
    await waitFor(
      () =>
        expect(savedData('ask_order_number')).toMatchObject({
          dtmfOptions: [
            { digit: '1', value: 'order' },
            { digit: '#', value: 'other' },
          ],
        }),
      { timeout: 5000 },
    );
  });

  it('gives a question buttons, one going its own way, and a card whose image must be https', async () => {
    // One language: a label and a title each, not five (every keystroke re-renders the form).
    stored().languages = ['en-US'];
    const { user } = renderEditor();
    await selectStep(user, /^Ask/);
    await user.click(await screen.findByRole('button', { name: 'Add a button' }));
    const labels = screen.getAllByRole('textbox', { name: /^Button 1 in / });
    expect(labels[0]).toHaveFocus();
    for (const label of labels) await user.type(label, 'Agent');
    await user.type(screen.getByRole('textbox', { name: 'Button 1 value' }), 'agent');
    await user.click(screen.getByRole('checkbox', { name: 'Button 1 goes its own way' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show as a card in a chat' }));
    const image = screen.getByRole('textbox', { name: 'Image address' });
    await user.type(image, 'http://example.com/a.png');
    await user.tab();
    expect(image).toHaveAccessibleDescription(
      'An address starting with https:// Shown on the card; starts with https://',
    );
    await user.clear(image);
    await user.type(image, 'https://example.com/a.png');
    await user.type(screen.getByRole('textbox', { name: 'Card title in English' }), 'Orders');
    await user.tab();
    await waitFor(
      () =>
        expect(savedData('ask_order_number')).toMatchObject({
          buttons: [{ labels: { 'en-US': 'Agent' }, value: 'agent', branch: true }],
          card: { titles: { 'en-US': 'Orders' }, imageUrl: 'https://example.com/a.png' },
        }),
      { timeout: 5000 },
    );
    // The button's own way is an output of the step, open until it is connected.
    const problems = screen.getByRole('region', { name: /Problems/ });
    expect(within(problems).getByText('Output “button Agent” leads nowhere.')).toBeVisible();
  });

  it('checks a text’s voice markup as it is typed, and puts markup around the selected words', async () => {
    const { user } = renderEditor();
    await selectStep(user, /^Say/);
    const text = screen.getByRole('textbox', { name: 'Text in English' });
    await user.clear(text);
    await user.type(text, 'Hi <emphasis>there');
    expect(text).toHaveAccessibleDescription(
      'Voice markup not valid at character 4: this tag is never closed',
    );
    await user.clear(text);
    await user.type(text, 'Your code 123');
    (text as HTMLTextAreaElement).setSelectionRange(10, 13);
    await user.click(
      screen.getByRole('button', { name: 'Insert voice markup into Text in English' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Say as digits' }));
    expect(text).toHaveValue('Your code <say-as interpret-as="digits">123</say-as>');
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).not.toHaveAccessibleDescription();
    // Listen speaks with the bot's voice (its configuration has English and Japanese ones), and
    // says why it waits for a language without one.
    expect(
      screen.getByRole('button', { name: 'Listen to Text in English with the bot’s voice' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Listen to Text in German with the bot’s voice' }),
    ).toBeDisabled();
    expect(
      screen.getByText('The bot’s configuration has no voice for German to listen with.'),
    ).toBeVisible();
    expect(screen.queryByText(/no voice for English/)).toBeNull();
  });

  it('names the flow a subflow step calls, and opens it from the step', async () => {
    // The step's own label is not the flow's name: the name comes from the flows API.
    const reset = mockDb().flows.find((flow) => flow.id === 'flow-password-reset')!;
    reset.nodes.find((node) => node.type === 'subflow')!.data.label = 'Who is calling';
    const { user, router } = renderEditor('flow-password-reset');
    const step = await canvasNode(/^Subflow: Who is calling: Identify caller$/);
    expect(step).not.toHaveTextContent('flow-identify-caller');
    // Selecting the step stays on this flow and offers the way in its settings as well.
    await selectStep(user, /^Subflow/);
    const settings = await screen.findByRole('form', { name: 'Step settings' });
    expect(
      within(settings).getByRole('link', { name: 'Open flow “Identify caller”' }),
    ).toHaveAttribute('href', '/flows/flow-identify-caller');
    expect(router.state.location.pathname).toBe('/flows/flow-password-reset');
    // Selecting a step changes nothing: leaving needs no confirmation.
    expect(
      within(screen.getByRole('toolbar', { name: /./ })).getByRole('status'),
    ).toHaveTextContent('All changes saved');
    await user.click(within(step).getByRole('link', { name: 'Open flow “Identify caller”' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flows/flow-identify-caller'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Identify caller' })).toBeVisible();
  });

  it('says so when the flow a subflow step calls is gone, and offers no way to it', async () => {
    const reset = mockDb().flows.find((flow) => flow.id === 'flow-password-reset')!;
    reset.nodes.find((node) => node.type === 'subflow')!.data.flowId = 'flow-deleted';
    renderEditor('flow-password-reset');
    const step = await canvasNode(/^Subflow: Identify caller: Flow not found$/);
    expect(step).not.toHaveTextContent('flow-deleted');
    expect(within(step).queryByRole('link')).toBeNull();
  });

  it('shows the steps’ texts in the language picked in the toolbar, the bot’s default first, and keeps the choice', async () => {
    // Appointment booking belongs to the web assistant, which speaks Italian first (not the
    // interface's English, nor the flow's first language, German).
    const booking = 'flow-appointment-booking';
    const flow = mockDb().flows.find((candidate) => candidate.id === booking)!;
    delete flow.nodes.find((node) => node.id === 'say_welcome')!.data.texts!['fr-FR'];
    const { user, unmount } = renderEditor(booking);
    const language = await screen.findByRole('combobox', { name: 'Step texts in' });
    await waitFor(() => expect(language).toHaveValue('it-IT'));
    expect(await canvasNode(/^Say: Salve! Posso prenotarle/)).toBeInTheDocument();
    await user.selectOptions(language, 'en-US');
    expect(await canvasNode(/^Say: Hello! I can book/)).toBeInTheDocument();
    await user.selectOptions(language, 'fr-FR');
    expect(await canvasNode(/^Say: No text in French/)).toBeInTheDocument();
    unmount();
    renderEditor(booking);
    expect(await screen.findByRole('combobox', { name: 'Step texts in' })).toHaveValue('fr-FR');
    expect(await canvasNode(/^Say: No text in French/)).toBeInTheDocument();
  });

  it('moves a step with Alt and the arrow keys, and undoes the move', async () => {
    const { user } = renderEditor();
    const before = stored().nodes.find((node) => node.type === 'say')!.position;
    await selectStep(user, /^Say/);
    await user.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    const moved = (saves[0]!.nodes as unknown as { type: string; position: { x: number } }[]).find(
      (node) => node.type === 'say',
    )!;
    expect(moved.position.x).toBeGreaterThan(before.x);
    (await canvasNode(/^Say/)).focus();
    await user.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    await waitFor(() => expect(saves).toHaveLength(2), { timeout: 5000 });
    const back = (saves[1]!.nodes as unknown as { type: string; position: { x: number } }[]).find(
      (node) => node.type === 'say',
    )!;
    expect(back.position.x).toBe(before.x);
  });

  it('is one Tab stop: arrows go along the connections, Enter opens the settings, Escape comes back', async () => {
    const { user } = renderEditor();
    const start = await canvasNode(/^Start/);
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    const tabStops = () => [...canvas.querySelectorAll<HTMLElement>('[tabindex="0"]')];
    // One step in the Tab order (the start step at first), no connection.
    expect(tabStops().filter((element) => element.matches('.react-flow__node'))).toEqual([start]);
    expect(canvas.querySelectorAll('.react-flow__edge[tabindex]')).toHaveLength(0);
    expect(start).toHaveAccessibleDescription(/Arrow keys go along the connections/);

    const flow = stored();
    const startId = flow.nodes.find((node) => node.type === 'start')!.id;
    const nextId = flow.edges.find((edge) => edge.source === startId)!.target;
    const step = (id: string) => canvas.querySelector(`.react-flow__node[data-id="${id}"]`);
    start.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(step(nextId)).toHaveFocus());
    expect(step(nextId)).toHaveAttribute('tabindex', '0');
    expect(start).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(start).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(step(nextId)).toHaveFocus());

    // Enter: the step's settings, the focus in their first field; Escape: back to the step.
    await user.keyboard('{Enter}');
    const settings = screen.getByRole('region', { name: 'Step settings' });
    await waitFor(() => expect(settings).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement?.matches('input, textarea, [role="combobox"]')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(step(nextId)).toHaveFocus());

    // An Ask's settings opened and left untouched: nothing to save (its form lists its fields in
    // another order than the stored step).
    (await canvasNode(/^Ask/)).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(settings).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(canvas.querySelector('.react-flow__node.selected')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  });

  it('lists its keys under “?” and beside the commands, and removes a connection from the palette', async () => {
    const { user } = renderEditor();
    const start = await canvasNode(/^Start/);
    start.focus();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('row', { name: /Ctrl\+Z Undo/ })).toBeInTheDocument();
    expect(
      within(help).getByRole('row', { name: /Enter Open the focused step/ }),
    ).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));

    await selectStep(user, /^Start/);
    const canvas = screen.getByRole('region', { name: 'Flow canvas' });
    const edges = canvas.querySelectorAll('.react-flow__edge').length;
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Commands' });
    expect(within(palette).getByRole('option', { name: 'Keyboard shortcuts' })).toHaveAttribute(
      'aria-keyshortcuts',
      '?',
    );
    await user.click(
      within(palette).getByRole('option', { name: /^Remove the connection Start → / }),
    );
    await waitFor(() =>
      expect(canvas.querySelectorAll('.react-flow__edge')).toHaveLength(edges - 1),
    );
  });

  it('opens a step’s menu on a right click (a long press on touch): add after it, delete it', async () => {
    const { user } = renderEditor();
    fireEvent.contextMenu(await canvasNode(/^Start/));
    const menu = await screen.findByRole('menu', { name: 'Step “Start”' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Set slot' }));
    // Added after the start step and selected: its settings are open.
    const added = await canvasNode(/^Set slot/);
    expect(added).toHaveClass('selected');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    const start = stored().nodes.find((node) => node.type === 'start')!;
    const slot = stored().nodes.find((node) => node.type === 'setSlot')!;
    expect(stored().edges).toContainEqual(
      expect.objectContaining({ source: start.id, target: slot.id }),
    );

    fireEvent.contextMenu(added);
    await user.click(
      within(await screen.findByRole('menu', { name: 'Step “Set slot”' })).getByRole('menuitem', {
        name: 'Delete step',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Set slot/ })).toBeNull());
  });

  it('is read-only for a role without flows.edit', async () => {
    setCurrentRole('viewer');
    renderEditor();
    expect(
      await screen.findByText(
        'You can look at this flow. Changing it needs the right to edit flows.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add step/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers back the edits an earlier visit kept when they were not saved', async () => {
    const flow = stored();
    writeStoredDraft('anonymous', `flow:${ORDER}`, {
      version: flow.version,
      draft: { name: 'Order status (kept)', graph: { nodes: flow.nodes, edges: flow.edges } },
    });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.getByRole('textbox', { name: 'Flow name' })).toHaveValue('Order status (kept)');
    await waitFor(() => expect(saves.at(-1)?.name).toBe('Order status (kept)'), {
      timeout: 5000,
    });
  });

  it('refuses a pasted graph with an unknown step type as a whole', async () => {
    renderEditor();
    await addStep();
    const before = screen.getAllByRole('group').length;
    const start = await canvasNode(/^Start/);
    fireEvent.paste(start, {
      clipboardData: {
        getData: () =>
          JSON.stringify({
            nodes: [{ id: 'x', type: 'teleport', position: { x: 0, y: 0 }, data: {} }],
            edges: [],
          }),
      },
    });
    expect(screen.getAllByRole('group')).toHaveLength(before);
  });
});
