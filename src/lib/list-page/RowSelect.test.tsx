import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RowSelect } from './RowSelect';

const SIZES = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
] as const;

function renderSelect(onChange = vi.fn()) {
  renderWithProviders(
    <RowSelect
      id="size-of-7"
      label="Size of row 7"
      value="m"
      options={SIZES}
      onChange={onChange}
    />,
  );
  return { onChange, select: screen.getByRole('combobox', { name: 'Size of row 7' }) };
}

describe('RowSelect', () => {
  it('shows the current choice and has no list in the page until opened', () => {
    const { select } = renderSelect();
    expect(select).toHaveTextContent('Medium');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with the keyboard on the current choice and takes the next one with Enter', async () => {
    const user = userEvent.setup();
    const { select, onChange } = renderSelect();
    select.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Size of row 7' });
    expect(list).toHaveAttribute('id', 'size-of-7');
    expect(select).toHaveAttribute('aria-controls', 'size-of-7');
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Medium' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Medium' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('l');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(select).toHaveFocus();
  });

  it('changes nothing when the current choice is taken again or the list is closed', async () => {
    const user = userEvent.setup();
    const { select, onChange } = renderSelect();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Medium' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(select);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(select).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
