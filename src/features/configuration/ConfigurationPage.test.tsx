import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { renderRoute } from '../../testing/renderWithProviders';
import ConfigurationPage from './ConfigurationPage';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetMockData());

const table = () => screen.findByRole('table', { name: 'Bot configurations' });

describe('ConfigurationPage', () => {
  it('lists every configuration with its bot, speech service, languages and state', async () => {
    renderRoute(<ConfigurationPage />, { path: '/configuration' });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'default',
      'service-hotline',
      'web-assistant',
    ]);
    const defaultRow = rows[0]!;
    expect(defaultRow).toHaveTextContent('azure-speech');
    expect(defaultRow).toHaveTextContent('German, English, French');
    expect(defaultRow).toHaveTextContent('Changes not in production');
    expect(within(rows[2]!).getByText('Draft only')).toBeInTheDocument();
    expect(within(defaultRow).getByRole('link', { name: 'default' })).toHaveAttribute(
      'href',
      '/configuration/cfg-default',
    );
  });

  it('narrows the list to one bot from ?bot= (the link on Home)', async () => {
    renderRoute(<ConfigurationPage />, {
      path: '/configuration',
      initialEntries: ['/configuration?bot=service-hotline'],
    });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('service-hotline');
  });

  it('creates a configuration from the default one; a taken name is refused before sending', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<ConfigurationPage />, { path: '/configuration' });
    await table();
    await user.click(screen.getByRole('button', { name: 'New configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'New configuration' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Default');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This value is already taken.')).toBeInTheDocument();
    expect(mockDb().botConfigs).toHaveLength(3);

    await user.clear(name);
    await user.type(name, 'night-shift');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/configuration\/cfg-/),
    );
    const created = mockDb().botConfigs.find((config) => config.name === 'night-shift');
    expect(created?.speechService).toBe('azure-speech');
    expect(created?.status).toBe('draft');
  });

  it('offers no way to create for a role without config.manage', async () => {
    setCurrentRole('analyst');
    renderRoute(<ConfigurationPage />, { path: '/configuration' });
    await table();
    expect(screen.queryByRole('button', { name: 'New configuration' })).not.toBeInTheDocument();
  });
});
