import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('shows who is signed in and signs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(
      <UserMenu userName="Ada Lovelace" userEmail="ada@example.org" onLogout={onLogout} />,
    );

    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.click(button);

    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleDescription('Ada Lovelace ada@example.org');
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('ada@example.org')).toBeVisible();

    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('works without user details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu onLogout={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });
});
