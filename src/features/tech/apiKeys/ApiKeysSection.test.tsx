import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ApiKeysSection } from './ApiKeysSection';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetMockData());

const everywhere = () =>
  [
    document.body.innerHTML,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join('\n');

describe('ApiKeysSection', () => {
  it('lists the keys by name, scopes and prefix, never the key itself', async () => {
    renderWithProviders(<ApiKeysSection />);
    const row = (await screen.findByRole('rowheader', { name: 'CRM export' })).closest('tr')!;
    expect(row).toHaveTextContent('Read conversations, Read dashboard figures');
    expect(row).toHaveTextContent('neo_live_7f3a…');
    expect(everywhere()).not.toContain(mockDb().apiKeys[0]!.key);
  });

  it('creates a key, shows it once with a warning, and forgets it when closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    // Name and scopes both: nothing is sent.
    expect(await within(dialog).findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(mockDb().apiKeys).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly export');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read conversations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    const reveal = await screen.findByRole('dialog', { name: 'The new API key' });
    const key = mockDb().apiKeys.at(-1)!.key;
    expect(within(reveal).getByLabelText('The secret')).toHaveTextContent(key);
    expect(within(reveal).getByText(/shown only this once/)).toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    expect(await screen.findByRole('rowheader', { name: 'Nightly export' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(everywhere()).not.toContain(key);
  });

  it('revokes a key only after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “CRM export”?' });
    expect(mockDb().apiKeys).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'CRM export' })).not.toBeInTheDocument(),
    );
    expect(mockDb().apiKeys).toHaveLength(0);
  });
});
