import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { DateRange } from './dateRange';
import { DateRangeField } from './DateRangeField';

function renderField(value: DateRange, maxDays?: number) {
  const onChange = vi.fn();
  const view = renderWithProviders(
    <DateRangeField value={value} onChange={onChange} maxDays={maxDays} />,
  );
  return { onChange, view };
}

describe('DateRangeField', () => {
  it('passes on complete, valid ranges only, and says what is wrong meanwhile', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ from: '', to: '' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // An untouched empty day is not an error yet.
    expect(screen.queryByText('Choose a day.')).not.toBeInTheDocument();

    await user.type(from, '2025-02-10');
    await user.type(to, '2025-02-01');
    expect(to).toHaveAccessibleDescription('The last day cannot be before the first day.');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(to);
    expect(to).toHaveAccessibleDescription('Choose a day.');
    await user.type(to, '2025-02-20');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-10', to: '2025-02-20' });
    expect(to).not.toHaveAccessibleDescription();
  });

  it('names the longest range it accepts', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ from: '2024-01-01', to: '2024-12-31' }, 366);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-06-30');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'Choose a period of at most 366 days.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts over from a new value (Back, a shared link)', async () => {
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState({ from: '2025-01-01', to: '2025-01-31' });
      return (
        <>
          <DateRangeField value={value} onChange={setValue} />
          <button onClick={() => setValue({ from: '2025-03-01', to: '2025-03-02' })}>back</button>
        </>
      );
    }
    renderWithProviders(<Host />);
    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-02');
    expect(screen.queryByText('Choose a day.')).not.toBeInTheDocument();
  });
});
