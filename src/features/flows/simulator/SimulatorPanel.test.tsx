import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockScope } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SimulatorPanel, type SimulatorPanelProps } from './SimulatorPanel';

vi.setConfig({ testTimeout: 30_000 });

const API = '*/api/v1';
const PASSWORD_RESET = 'flow-password-reset';
const GREETING_DE =
  'Ich helfe Ihnen gern, Ihr Passwort zurückzusetzen. Zuerst muss ich wissen, wer Sie sind.';

interface SimulatorRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The simulator requests the panel sent, in order, with their bodies. */
let requests: SimulatorRequest[] = [];

beforeEach(() => {
  resetMockScope('flows');
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/v1/simulator/')) return;
    const entry: SimulatorRequest = { method: request.method, path, body: undefined };
    requests.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => {
          entry.body = body;
        });
    }
  });
  return () => server.events.removeAllListeners();
});

function renderPanel(props: Partial<SimulatorPanelProps> & { flowId?: string } = {}) {
  const { flowId = PASSWORD_RESET, ...rest } = props;
  const flow = mockDb().flows.find((candidate) => candidate.id === flowId)!;
  const onPathChange = vi.fn<(nodeIds: string[]) => void>();
  const user = userEvent.setup();
  const result = renderWithProviders(
    <SimulatorPanel
      flow={flow}
      saved
      startNodeId={undefined}
      startNodeName={undefined}
      onPathChange={onPathChange}
      {...rest}
    />,
  );
  return { user, onPathChange, ...result };
}

const log = () => screen.getByRole('log', { name: 'Test conversation' });
const posts = (suffix: string) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

async function startInGerman(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
  await user.click(screen.getByRole('button', { name: 'Start' }));
  return within(log()).findByText(GREETING_DE);
}

describe('SimulatorPanel', () => {
  it('starts the saved draft in German and shows which step spoke', async () => {
    const { user, onPathChange } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Try it' })).toBeInTheDocument();
    // The interface language is the default when the flow speaks it.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    await startInGerman(user);
    const turns = within(log()).getAllByRole('listitem');
    expect(turns[0]).toHaveTextContent(/^Bot · Say/);
    // The subflow's question is credited to the subflow step of this flow.
    expect(turns[1]).toHaveTextContent('Bot · Identify caller');
    expect(turns[1]).toHaveTextContent('Bitte nennen Sie mir Ihre Kundennummer.');
    expect(posts('/simulator/sessions')[0]?.body).toEqual({
      flowId: PASSWORD_RESET,
      source: 'draft',
      language: 'de-DE',
      channel: 'voice',
      slots: {},
    });
    expect(onPathChange).toHaveBeenLastCalledWith(['start', 'say_welcome', 'sub_identify']);
    // The settings belong to the running conversation now: shown as text, not as choices.
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.getByText('German', { selector: 'dd' })).toBeInTheDocument();
  });

  it('fills the slot from the answer, shows the intent with its confidence, and the end', async () => {
    const { user, onPathChange, container } = renderPanel();
    await startInGerman(user);
    const message = screen.getByRole('textbox', { name: 'What the caller says' });
    await user.type(message, 'Ich habe mein Passwort vergessen, Kundennummer 12345678{Enter}');
    expect(
      await within(log()).findByText('Danke, die Kundennummer 12345678 ist bestätigt.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    const caller = within(log())
      .getAllByRole('listitem')
      .find((turn) => turn.textContent?.startsWith('Caller'))!;
    expect(caller).toHaveTextContent(/Intent: password\.reset \(\d+(\.\d)?% confidence\)/);
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByText('customer_number').nextElementSibling).toHaveTextContent(
      '12345678',
    );
    expect(onPathChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['sub_identify', 'check_identified', 'say_verified', 'ask_channel']),
    );
    expect(message).toHaveValue('');

    // By voice the caller can key in digits instead.
    await user.click(screen.getByRole('switch', { name: 'Send as keypad digits' }));
    await user.type(screen.getByRole('textbox', { name: 'Keypad digits' }), '1{Enter}');
    expect(
      await screen.findByText('The conversation has ended. Outcome: Resolved by bot'),
    ).toBeInTheDocument();
    expect(within(log()).getByText('Caller (keypad)')).toBeInTheDocument();
    expect(posts('/messages').at(-1)?.body).toEqual({ dtmf: '1' });
    expect(screen.queryByRole('textbox', { name: 'Keypad digits' })).toBeNull();

    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a chat question’s card and buttons, takes silence and a click, and passes axe', async () => {
    const flow = mockDb().flows.find((candidate) => candidate.id === PASSWORD_RESET)!;
    const ask = flow.nodes.find((node) => node.id === 'ask_channel')!;
    ask.data = {
      ...ask.data,
      card: { titles: { 'en-US': 'New password' }, imageUrl: 'https://example.com/key.png' },
      buttons: [{ id: 'btn-sms', labels: { 'en-US': 'By text message' }, value: '1' }],
    };
    const { user, container } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'What the caller says' }),
      'My customer number is 12345678{Enter}',
    );
    const buttons = await screen.findByRole('group', { name: 'Buttons of the question' });
    expect(within(log()).getByText('New password')).toBeVisible();
    expect(within(log()).getByRole('link', { name: /^Card image/ })).toHaveAttribute(
      'href',
      'https://example.com/key.png',
    );

    await user.click(screen.getByRole('button', { name: 'Say nothing' }));
    await waitFor(() => expect(posts('/messages').at(-1)?.body).toEqual({ silence: true }));
    expect(await within(log()).findByText('(says nothing)')).toBeVisible();
    // Asked again: the new question has the buttons; the first one's are listed, not clickable.
    await waitFor(() =>
      expect(within(log()).getAllByText('Buttons: By text message')).toHaveLength(1),
    );
    const again = screen.getByRole('group', { name: 'Buttons of the question' });
    expect(buttons).not.toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: 'By text message' }));
    expect(
      await screen.findByText('The conversation has ended. Outcome: Resolved by bot'),
    ).toBeInTheDocument();
    expect(posts('/messages').at(-1)?.body).toEqual({ button: 'btn-sms' });
    expect(within(log()).getByText('Caller (button)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Slots' })).getByText('reset_channel'),
    ).toBeInTheDocument();
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations).toEqual([]);
  });

  it('says "not understood" for an answer without an intent', async () => {
    const { user } = renderPanel();
    await startInGerman(user);
    await user.type(screen.getByRole('textbox', { name: 'What the caller says' }), 'xyz{Enter}');
    expect(await within(log()).findByText('Not understood')).toBeInTheDocument();
  });

  it('checks the message before sending it', async () => {
    const { user } = renderPanel();
    await startInGerman(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      screen.getByRole('textbox', { name: 'What the caller says' }),
    ).toHaveAccessibleDescription('Type what the caller says.');
    await user.click(screen.getByRole('switch', { name: 'Send as keypad digits' }));
    await user.type(screen.getByRole('textbox', { name: 'Keypad digits' }), '12a{Enter}');
    expect(screen.getByRole('textbox', { name: 'Keypad digits' })).toHaveAccessibleDescription(
      'Only digits, * and #, at most 20.',
    );
    expect(posts('/messages')).toHaveLength(0);
  });

  it('tries from the selected step with preset slots, without changing the flow', async () => {
    const before = structuredClone(mockDb().flows.find((flow) => flow.id === PASSWORD_RESET));
    const { user, onPathChange } = renderPanel({
      startNodeId: 'say_verified',
      startNodeName: 'Confirm number',
    });
    expect(screen.getByText('Selected step: “Confirm number”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try from the selected step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try from “Confirm number”' });
    await user.click(within(dialog).getByRole('button', { name: 'Add slot' }));
    const name = within(dialog).getByRole('textbox', { name: 'Slot 1' });
    expect(name).toHaveFocus();
    await user.type(name, 'Customer number');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of slot 1' }), '4711');
    await user.click(within(dialog).getByRole('button', { name: 'Start here' }));
    expect(name).toHaveAccessibleDescription(
      'Lower-case letters, digits and _, starting with a letter.',
    );
    await user.clear(name);
    await user.type(name, 'customer_number');
    await user.click(within(dialog).getByRole('button', { name: 'Start here' }));

    expect(
      await within(log()).findByText('Thank you, customer number 4711 is confirmed.'),
    ).toBeInTheDocument();
    expect(posts('/simulator/sessions')[0]?.body).toEqual({
      flowId: PASSWORD_RESET,
      source: 'draft',
      language: 'en-US',
      channel: 'voice',
      startNodeId: 'say_verified',
      slots: { customer_number: '4711' },
    });
    expect(onPathChange).toHaveBeenLastCalledWith(['say_verified', 'ask_channel']);
    expect(mockDb().flows.find((flow) => flow.id === PASSWORD_RESET)).toEqual(before);
  });

  it('refuses a slot preset twice', async () => {
    const { user } = renderPanel({ startNodeId: 'ask_channel', startNodeName: 'Ask' });
    await user.click(screen.getByRole('button', { name: 'Try from the selected step' }));
    const dialog = await screen.findByRole('dialog');
    for (const number of [1, 2]) {
      await user.click(within(dialog).getByRole('button', { name: 'Add slot' }));
      await user.type(within(dialog).getByRole('textbox', { name: `Slot ${number}` }), 'plan');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Start here' }));
    expect(within(dialog).getByRole('textbox', { name: 'Slot 2' })).toHaveAccessibleDescription(
      'This slot is already preset above.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove slot 2' }));
    expect(within(dialog).getByRole('button', { name: 'Add slot' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Start here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/simulator/sessions')[0]?.body).toMatchObject({ slots: { plan: '' } });
  });

  it('restarts: ends the old conversation and starts one with the same settings; stops', async () => {
    const { user, onPathChange } = renderPanel();
    await startInGerman(user);
    const first = mockDb().simulatorSessions[0]!.id;
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(posts('/simulator/sessions')).toHaveLength(2));
    expect(await within(log()).findByText(GREETING_DE)).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/api/v1/simulator/sessions/${first}` }),
    );
    expect(posts('/simulator/sessions')[1]?.body).toEqual(posts('/simulator/sessions')[0]?.body);
    await waitFor(() => expect(mockDb().simulatorSessions.map((s) => s.id)).not.toContain(first));

    const second = mockDb().simulatorSessions[0]!.id;
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onPathChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(mockDb().simulatorSessions).toEqual([]));
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/simulator/sessions/${second}`,
    });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    expect(within(log()).queryByRole('listitem')).toBeNull();
  });

  it('offers the published version only once the flow has one', async () => {
    renderPanel({ flowId: 'flow-appointment-booking' });
    expect(screen.queryByRole('radio', { name: 'Published version' })).toBeNull();
    expect(screen.getByText('This flow has not been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Saved draft' })).toBeChecked();
  });

  it('tries the published version', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Published version' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // Version 1 greets differently from the draft.
    expect(await within(log()).findByText('Welcome to the password service.')).toBeInTheDocument();
    expect(posts('/simulator/sessions')[0]?.body).toMatchObject({ source: 'published' });
  });

  it('hints that unsaved changes are not in the draft being tried', () => {
    renderPanel({ saved: false });
    expect(screen.getByText('Unsaved changes are not in the simulation yet.')).toBeInTheDocument();
  });

  it('explains an expired conversation in place and restarts it', async () => {
    const { user } = renderPanel();
    await startInGerman(user);
    server.use(
      http.post(`${API}/simulator/sessions/:id/messages`, () =>
        HttpResponse.json(
          { code: 'not_found', message: 'The session was not found' },
          { status: 404 },
        ),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'What the caller says' }), '42{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/no longer on the server/);
    // Nothing more can be said in it: the message field goes, Restart stays.
    expect(screen.queryByRole('textbox', { name: 'What the caller says' })).toBeNull();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await within(log()).findByText(GREETING_DE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What the caller says' })).toBeInTheDocument();
  });

  it('explains a server failure and keeps the message for another try', async () => {
    const { user } = renderPanel();
    await startInGerman(user);
    server.use(
      http.post(`${API}/simulator/sessions/:id/messages`, () =>
        HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 }),
      ),
    );
    const message = screen.getByRole('textbox', { name: 'What the caller says' });
    await user.type(message, '42{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The simulator ran into a problem on the server. Try again.');
    expect(within(alert).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(message).toHaveValue('42');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('explains a start the simulator refuses', async () => {
    const { user } = renderPanel({ startNodeId: 'not_saved_yet', startNodeName: 'New step' });
    await user.click(screen.getByRole('button', { name: 'Try from the selected step' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start here' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The selected step is not in the version being tried/,
    );
    // Nothing runs: the settings can be changed again, and nothing spins.
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  });

  it('offers to try again when the simulator cannot be reached', async () => {
    server.use(http.post(`${API}/simulator/sessions`, () => HttpResponse.error()));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be reached/);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(log()).findByText(
        'I can help you reset your password. First I need to know who you are.',
      ),
    ).toBeInTheDocument();
  });
});
