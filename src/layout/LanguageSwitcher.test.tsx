import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSyncTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('lists the enabled languages by their own names and switches language', async () => {
    const user = userEvent.setup();
    const i18n = createSyncTestI18n(['de-DE', 'en-US', 'ja-JP']);
    renderWithProviders(<LanguageSwitcher />, { i18n });

    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveTextContent('English');
    await user.click(button);

    // The menu's code loads on first use.
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Deutsch', 'de-DE'],
      ['English', 'en-US'],
      ['日本語', 'ja-JP'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(i18n.language).toBe('de-DE');
    expect(await screen.findByRole('button', { name: 'Language Deutsch' })).toBeInTheDocument();
  });

  it('is not shown when only one language is enabled', () => {
    renderWithProviders(<LanguageSwitcher />, { i18n: createSyncTestI18n(['en-US']) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
