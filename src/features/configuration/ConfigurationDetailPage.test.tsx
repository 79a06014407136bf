import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { server } from '../../mocks/node';
import { createQueryClient } from '../../lib/query';
import { recordRequestBodies } from '../../testing/recordRequests';
import { renderRoute } from '../../testing/renderWithProviders';
import { configQueries } from './api/configurations';
import ConfigurationDetailPage from './ConfigurationDetailPage';

vi.setConfig({ testTimeout: 30_000 });

/** Every PUT /bot-configs/{id} body the page sent. */
let saves: Record<string, unknown>[] = [];

beforeEach(() => {
  resetMockData();
  const recorded = recordRequestBodies('PUT', '/api/v1/bot-configs/');
  saves = recorded.bodies;
  return recorded.stop;
});

function renderDetail(path = '/configuration/cfg-default') {
  const user = userEvent.setup();
  const result = renderRoute(<ConfigurationDetailPage />, {
    path: '/configuration/:id',
    initialEntries: [path],
  });
  return { user, ...result };
}

const stored = () => mockDb().botConfigs.find((config) => config.id === 'cfg-default')!;
const tab = (name: RegExp) => screen.getByRole('tab', { name });

async function openSpeechTab(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'default' });
  await user.click(tab(/^Speech and voice/));
  return screen.findByRole('spinbutton', { name: 'End-of-speech silence (ms)' });
}

describe('ConfigurationDetailPage', () => {
  it('saves a changed setting with its version and counts unsaved changes per tab', async () => {
    const { user } = renderDetail();
    const silence = await openSpeechTab(user);
    await user.clear(silence);
    await user.type(silence, '900');
    expect(tab(/^Speech and voice/)).toHaveAccessibleName('Speech and voice, 1 unsaved change');
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stored().version).toBe(4));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ version: 3, speech: { endOfSpeechSilenceMs: 900 } });
    expect(stored().speech.endOfSpeechSilenceMs).toBe(900);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('All changes are saved.'),
    );
    expect(tab(/^Speech and voice/)).toHaveAccessibleName('Speech and voice');
  });

  it('sends nothing while a rule is broken, and says why at the field', async () => {
    const { user } = renderDetail();
    const silence = await openSpeechTab(user);
    await user.clear(silence);
    await user.type(silence, '6000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'The end-of-speech silence must be shorter than the initial silence time-out.',
      ),
    ).toBeInTheDocument();
    expect(silence).toHaveAccessibleDescription(
      'The end-of-speech silence must be shorter than the initial silence time-out.',
    );
    expect(saves).toHaveLength(0);
    expect(stored().version).toBe(3);
    const attention = 'Some fields need your attention before this can be saved.';
    expect(screen.getByText(attention)).toBeInTheDocument();
    // The message goes with its cause: once the field is fixed, and nothing stays after a save.
    await user.clear(silence);
    await user.type(silence, '800');
    await waitFor(() => expect(screen.queryByText(attention)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The disabled Save button does not drop the focus to the page: the status takes it.
    await waitFor(() => expect(screen.getByText('All changes are saved.')).toHaveFocus());
  });

  it('opens the tab of the first broken field and focuses it', async () => {
    const { user } = renderDetail();
    await openSpeechTab(user);
    await user.click(tab(/^Privacy/));
    const retention = await screen.findByRole('spinbutton', { name: /Keep recordings/ });
    await user.clear(retention);
    await user.click(tab(/^General/));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'default-renamed');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const focused = await screen.findByRole('spinbutton', { name: /Keep recordings/ });
    await waitFor(() => expect(focused).toHaveFocus());
    expect(saves).toHaveLength(0);
  });

  it('merges a colleague’s save of other settings without asking, and keeps both', async () => {
    const { user } = renderDetail();
    const silence = await openSpeechTab(user);
    // A colleague saves a longer retention in between.
    act(() => {
      Object.assign(stored(), { version: 4, privacy: { ...stored().privacy, retentionDays: 30 } });
    });
    await user.clear(silence);
    await user.type(silence, '900');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stored().version).toBe(5));
    expect(stored().speech.endOfSpeechSilenceMs).toBe(900);
    expect(stored().privacy.retentionDays).toBe(30);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about a setting both changed, showing both values, and saves the choice', async () => {
    const { user } = renderDetail();
    const silence = await openSpeechTab(user);
    act(() => {
      Object.assign(stored(), {
        version: 4,
        speech: { ...stored().speech, endOfSpeechSilenceMs: 1100 },
      });
    });
    await user.clear(silence);
    await user.type(silence, '900');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this in the meantime',
    });
    expect(within(dialog).getByText('End-of-speech silence (ms)')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Their value: 1100' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'My value: 900' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(stored().version).toBe(5));
    expect(stored().speech.endOfSpeechSilenceMs).toBe(900);
  });

  it('puts a server field error on its nested field, on its tab, and keeps what was typed', async () => {
    server.use(
      http.put('*/api/v1/bot-configs/:id', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'invalid',
            fieldErrors: { 'speech.languages.de-DE.voice': 'unknown_value' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'default' });
    await user.click(tab(/^Privacy/));
    const retention = await screen.findByRole('spinbutton', { name: /Keep recordings/ });
    await user.clear(retention);
    await user.type(retention, '120');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please choose one of the offered values.')).toBeInTheDocument();
    expect(tab(/^Speech and voice/)).toHaveAttribute('aria-selected', 'true');
    await user.click(tab(/^Privacy/));
    expect(await screen.findByRole('spinbutton', { name: /Keep recordings/ })).toHaveValue(120);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderDetail();
    const silence = await openSpeechTab(user);
    await user.clear(silence);
    await user.type(silence, '900');
    act(() => void router.navigate('/users'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/configuration/cfg-default');
    expect(silence).toHaveValue(900);
  });

  it('shows a revision’s changes and restores an old one as the draft', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'default' });
    await user.click(tab(/^History/));
    await user.click(await screen.findByRole('button', { name: 'Show changes of version 3' }));
    const changes = await screen.findByRole('table', { name: 'Changes in version 3' });
    const row = within(changes).getByRole('row', { name: /Keep recordings/ });
    expect(row).toHaveTextContent('60');
    expect(row).toHaveTextContent('90');

    await user.click(screen.getByRole('button', { name: 'Restore version 1 as draft' }));
    await user.click(tab(/^Speech and voice/));
    expect(
      await screen.findByRole('spinbutton', { name: 'End-of-speech silence (ms)' }),
    ).toHaveValue(1500);
    expect(screen.getByRole('status')).toHaveTextContent('2 unsaved changes');
  });

  it('puts the saved draft into production after showing what changes', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'default' });
    await user.click(await screen.findByRole('button', { name: 'Put into production' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put “default” into production' });
    const row = await within(dialog).findByRole('row', { name: /Keep recordings/ });
    expect(row).toHaveTextContent('60');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notes for your colleagues' }),
      'Q4',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Put into production' }));
    await waitFor(() => expect(stored().status).toBe('production'));
    expect(await screen.findByText('In production')).toBeInTheDocument();
    expect(mockDb().configRevisions['cfg-default']![0]).toMatchObject({
      kind: 'promotion',
      notes: 'Q4',
    });
  });

  it('adds a phone number only in E.164, without saving the draft beside it', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'default' });
    // An unsaved change of the configuration: the phone number is another record.
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, '-draft');
    await user.click(tab(/^Channels/));
    await user.click(await screen.findByRole('button', { name: 'Add phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add phone number' });
    const number = within(dialog).getByRole('textbox', { name: /Number/ });
    await user.type(number, '030 1234');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider/ }), 'Sipgate');
    await user.click(within(dialog).getByRole('button', { name: 'Add phone number' }));
    expect(
      await within(dialog).findByText(/Enter the number in international format/),
    ).toBeInTheDocument();
    expect(mockDb().phoneNumbers).toHaveLength(3);

    await user.clear(number);
    await user.type(number, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add phone number' }));
    expect(await within(dialog).findByText(/This is not a valid phone number/)).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(/This is not a valid phone number/);

    // The trunk prefix "(0)" is dropped, not kept as a digit; the table shows it spaced.
    await user.clear(number);
    await user.type(number, '+49 (0)40 1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add phone number' }));
    expect(await screen.findByRole('rowheader', { name: '+49 40 1234567' })).toBeInTheDocument();
    expect(mockDb().phoneNumbers.map((phone) => phone.number)).toContain('+49401234567');
    expect(screen.getByRole('rowheader', { name: '+49 30 123456789' })).toBeInTheDocument();
    // Neither the refused nor the added number saved the configuration's draft.
    expect(saves).toHaveLength(0);
    expect(stored().version).toBe(3);
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('shows a save in History at once, with the list refreshed too', async () => {
    // The portal's own cache settings: a read stays fresh for a while, so only a refresh after
    // the save brings the new revision.
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    renderRoute(<ConfigurationDetailPage />, {
      path: '/configuration/:id',
      initialEntries: ['/configuration/cfg-default'],
      queryClient,
    });
    await queryClient.fetchQuery(configQueries.list());
    await screen.findByRole('heading', { level: 1, name: 'default' });
    await user.click(tab(/^History/));
    expect(await screen.findByRole('heading', { name: 'Version 3: Saved' })).toBeInTheDocument();

    const silence = await openSpeechTab(user);
    await user.clear(silence);
    await user.type(silence, '900');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stored().version).toBe(4));

    await user.click(tab(/^History/));
    expect(await screen.findByRole('heading', { name: 'Version 4: Saved' })).toBeInTheDocument();
    expect(queryClient.getQueryState(configQueries.list().queryKey)?.isInvalidated).toBe(true);
  });

  it('is read-only for a role without config.manage', async () => {
    setCurrentRole('analyst');
    renderDetail();
    expect(
      await screen.findByText('You can view this configuration, but not change it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Put into production' })).not.toBeInTheDocument();
  });
});
