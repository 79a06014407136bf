import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWithToken } from '../../testing/apiSession';
import { resetMockData } from '../../mocks/data';
import { ConnectionStatusContext } from '../../lib/keep-alive';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SupportPage from './SupportPage';

const ACCESS_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

let signOut = () => {};
afterEach(() => {
  resetMockData();
  signOut();
});

function recordSupportRequests(
  respond: () => Response = () =>
    HttpResponse.json({ id: 'SR-4711', createdAt: new Date().toISOString() }, { status: 201 }),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/v1/support/requests', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

// Pasting instead of typing: MUI's multiline field makes key-by-key typing slow in jsdom.
async function fillIn(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('textbox', { name: /^Subject/ }));
  await ui.paste('Bot does not answer');
  await ui.click(screen.getByRole('textbox', { name: /^Description/ }));
  await ui.paste('Since this morning the default bot stays silent.');
  await ui.click(screen.getByRole('combobox', { name: /^Severity/ }));
  await ui.click(screen.getByRole('option', { name: 'High' }));
}

describe('SupportPage', { timeout: 20_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const bodies = recordSupportRequests();
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('textbox', { name: /^Subject/ }), 'ab');
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    expect(subject).toHaveAccessibleDescription(/too short/);
    expect(subject).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /Please fill in this field/,
    );
    expect(bodies).toHaveLength(0);
  });

  it('sends the request with diagnostics (no token) and confirms with its id', async () => {
    signOut = signedInWithToken(ACCESS_TOKEN);
    const bodies = recordSupportRequests();
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await fillIn(ui);
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    const confirmation = await screen.findByText(/Request number: SR-4711/);
    await waitFor(() => expect(confirmation.closest('[role="alert"]')).toHaveFocus());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      subject: 'Bot does not answer',
      severity: 'high',
      diagnostics: { language: 'en-US', connection: 'online' },
    });
    expect(JSON.stringify(bodies[0])).not.toContain(ACCESS_TOKEN);
    // The form is ready for the next request.
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
  });

  it('against the mock server, confirms with the generated request number', async () => {
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await fillIn(ui);
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Request number: SR-\d+/)).toBeInTheDocument();
  });

  it('can leave the diagnostics out', async () => {
    const bodies = recordSupportRequests();
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await fillIn(ui);
    await ui.click(screen.getByRole('checkbox', { name: 'Attach diagnostic information' }));
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/Request number/);
    expect(bodies[0]).not.toHaveProperty('diagnostics');
  });

  it("shows the server's field errors next to the fields and keeps the input", async () => {
    recordSupportRequests(() =>
      HttpResponse.json(
        { code: 'validation_failed', message: 'invalid', fieldErrors: { subject: 'invalid' } },
        { status: 400 },
      ),
    );
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await fillIn(ui);
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveAccessibleDescription(/This value is not valid/));
    expect(subject).toHaveValue('Bot does not answer');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Since this morning the default bot stays silent.',
    );
    expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveTextContent('High');
  });

  it('keeps the input when the server fails', async () => {
    recordSupportRequests(() =>
      HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 }),
    );
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    await fillIn(ui);
    await ui.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Bot does not answer');
  });

  it('copies the diagnostics and confirms it', async () => {
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await ui.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied to the clipboard.');
    const copied = JSON.parse(writeText.mock.calls[0][0]) as Record<string, string>;
    expect(copied).toMatchObject({ language: 'en-US', correlationId: expect.any(String) });
  });

  it('says so when copying is not possible', async () => {
    renderWithProviders(<SupportPage />);
    const ui = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await ui.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    expect(await screen.findByRole('status')).toHaveTextContent('could not be copied');
  });

  it('shows the system status and the layout keep-alive result for the portal server', async () => {
    renderWithProviders(
      <ConnectionStatusContext.Provider value={{ connectionLost: false, checked: true }}>
        <SupportPage />
      </ConnectionStatusContext.Provider>,
    );
    const section = screen.getByRole('region', { name: 'System status' });
    // Translated names, never the server's identifiers.
    expect(await within(section).findByText('Speech recognition')).toBeInTheDocument();
    expect(within(section).getByText('Bot “default”')).toBeInTheDocument();
    expect(within(section).queryByText('speech-recognition')).not.toBeInTheDocument();
    expect(within(section).getByText('Overall')).toBeInTheDocument();
    expect(within(section).getByText('Portal server').nextElementSibling).toHaveTextContent(
      'Operational',
    );
  });

  it('reports the portal server down when the layout lost the connection, and starts no poll', async () => {
    const polls: string[] = [];
    server.use(
      http.get('*/keep-alive.html', ({ request }) => {
        polls.push(request.url);
        return HttpResponse.text('ok');
      }),
    );
    renderWithProviders(
      <ConnectionStatusContext.Provider value={{ connectionLost: true, checked: true }}>
        <SupportPage />
      </ConnectionStatusContext.Provider>,
    );
    const section = screen.getByRole('region', { name: 'System status' });
    await within(section).findByText('Speech recognition');
    expect(within(section).getByText('Portal server').nextElementSibling).toHaveTextContent('Down');
    expect(polls).toEqual([]);
  });

  it('shows a failed status load in place with Retry', async () => {
    server.use(
      http.get('*/api/v1/health', () =>
        HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<SupportPage />);
    const section = screen.getByRole('region', { name: 'System status' });
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('links to the documentation safely, in a new tab', () => {
    renderWithProviders(<SupportPage />);
    const section = screen.getByRole('region', { name: 'Documentation' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/docs\.example\.com\//);
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
