import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RowActionsMenu } from './RowActionsMenu';

describe('RowActionsMenu', () => {
  it('has no menu in the page until opened, runs the chosen action and gives focus back', async () => {
    const user = userEvent.setup();
    const archive = vi.fn();
    const remove = vi.fn();
    renderWithProviders(
      <RowActionsMenu
        id="row-7-actions"
        label="More actions for Row 7"
        actions={[
          { label: 'Archive', run: archive },
          { label: 'Delete', run: remove, destructive: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'More actions for Row 7' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu');
    // MUI puts the id on the menu's popover, which holds the list of actions.
    expect(document.getElementById('row-7-actions')).toContainElement(menu);
    expect(button).toHaveAttribute('aria-controls', 'row-7-actions');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(remove).toHaveBeenCalledOnce();
    expect(archive).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('cannot be opened while disabled', () => {
    renderWithProviders(
      <RowActionsMenu
        id="m"
        label="More actions"
        actions={[{ label: 'A', run: vi.fn() }]}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'More actions' })).toBeDisabled();
  });
});
