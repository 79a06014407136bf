import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSyncTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('names the product and starts sign-in', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    renderWithProviders(<LoginScreen onLogin={onLogin} />);

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'NEO Portal' })).toBeInTheDocument();
    expect(screen.getByText('Use your organisation account to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows an error message', () => {
    renderWithProviders(
      <LoginScreen onLogin={() => {}} errorMessage="Sign-in could not be completed." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in could not be completed.');
  });

  it('blocks a second sign-in while one is under way', () => {
    renderWithProviders(<LoginScreen onLogin={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('offers the enabled languages, each by its own name, and switches language', async () => {
    const user = userEvent.setup();
    const i18n = createSyncTestI18n(['en-US', 'fr-FR']);
    renderWithProviders(<LoginScreen onLogin={() => {}} />, { i18n });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en-US');
    expect(
      screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en-US'],
      ['Français', 'fr-FR'],
    ]);
    await user.selectOptions(select, 'fr-FR');
    expect(i18n.language).toBe('fr-FR');
  });

  it('shows no language choice when only one language is enabled', () => {
    renderWithProviders(<LoginScreen onLogin={() => {}} />, {
      i18n: createSyncTestI18n(['en-US']),
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
