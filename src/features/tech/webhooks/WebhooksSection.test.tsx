import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import { WebhooksSection } from './WebhooksSection';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetMockData());

const card = (url: string) => screen.findByRole('article', { name: url });
const everywhere = () =>
  [
    document.body.innerHTML,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join('\n');

/** Every request the section sends, as "METHOD path". */
function recordRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  return requests;
}

describe('WebhooksSection', () => {
  it('lists each webhook with its events and only the last four characters of its secret', async () => {
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    const crm = await card('https://crm.example.com/hooks/neo');
    expect(within(crm).getByText('Conversation ended')).toBeInTheDocument();
    expect(within(crm).getByText('Handed over to an agent')).toBeInTheDocument();
    const secret = mockDb().webhooks[0]!.secretValue;
    expect(within(crm).getByText(`Signing secret: •••• ${secret.slice(-4)}`)).toBeInTheDocument();
    expect(everywhere()).not.toContain(secret);
  });

  it('keeps an address typed into a closed dialog and offers it back, until it is saved', async () => {
    const user = userEvent.setup();
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Address \(URL\)/ }),
      'https://hooks.example.com/kept',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore them' }));
    const url = within(dialog).getByRole('textbox', { name: /Address \(URL\)/ });
    expect(url).toHaveValue('https://hooks.example.com/kept');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Conversation ended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await screen.findByRole('dialog', { name: /secret/i });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('neo.draft.'))).toEqual([]);
  });

  it('refuses a plain-http or private address at the field, sending nothing', async () => {
    const user = userEvent.setup();
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    const requests = recordRequests();
    const url = within(dialog).getByRole('textbox', { name: /Address \(URL\)/ });
    await user.type(url, 'http://hooks.example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Conversation ended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText('Use an https address: the events carry conversation data.'),
    ).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://192.168.1.20/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText(
        'Use an address reachable from the internet, not a local or private one.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows a new webhook’s secret once; after closing it is nowhere in the page or storage', async () => {
    const user = userEvent.setup();
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Address \(URL\)/ }),
      'https://hooks.example.org/neo',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Training failed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const reveal = await screen.findByRole('dialog', { name: 'The webhook’s signing secret' });
    const secret = mockDb().webhooks.at(-1)!.secretValue;
    expect(within(reveal).getByLabelText('The secret')).toHaveTextContent(secret);
    await user.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('https://hooks.example.org/neo')).toHaveTextContent(
      `•••• ${secret.slice(-4)}`,
    );
    expect(everywhere()).not.toContain(secret);
  });

  it('sends a failed delivery again and lists the new one', async () => {
    const user = userEvent.setup();
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    const crm = await card('https://crm.example.com/hooks/neo');
    await user.click(within(crm).getByRole('button', { name: 'Show deliveries' }));
    const table = await within(crm).findByRole('table', { name: /Deliveries to/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(within(table).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(mockDb().webhookDeliveries['wh-1']![0]!.redeliveryOf).toBe('dlv-wh-1-2');
  });

  it('never overwrites a colleague’s change: a stale save opens the conflict dialog', async () => {
    const user = userEvent.setup();
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    const crm = await card('https://crm.example.com/hooks/neo');
    await user.click(within(crm).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the webhook' });
    // A colleague changes the address meanwhile.
    Object.assign(mockDb().webhooks[0]!, { url: 'https://crm2.example.com/hooks', version: 2 });
    const url = within(dialog).getByRole('textbox', { name: /Address \(URL\)/ });
    await user.clear(url);
    await user.type(url, 'https://crm3.example.com/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' }),
    ).toBeInTheDocument();
    expect(mockDb().webhooks[0]!.url).toBe('https://crm2.example.com/hooks');
  });

  it('offers an analyst the deliveries but no changes', async () => {
    setCurrentRole('analyst');
    renderRoute(<WebhooksSection />, { path: '/tech/webhooks' });
    const crm = await card('https://crm.example.com/hooks/neo');
    expect(within(crm).getByRole('button', { name: 'Show deliveries' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument(),
    );
    for (const name of ['Send a test', 'Change', 'New secret', 'Delete']) {
      expect(within(crm).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
