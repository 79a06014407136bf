import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ToggleFilter } from './ToggleFilter';

const OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
] as const;

describe('ToggleFilter', () => {
  it('is a labelled group of buttons, the chosen one pressed', () => {
    renderWithProviders(
      <ToggleFilter label="Period" value="7d" options={OPTIONS} onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    const pressed = [...group.querySelectorAll('button')].map((button) => [
      button.textContent,
      button.getAttribute('aria-pressed'),
    ]);
    expect(pressed).toEqual([
      ['Today', 'false'],
      ['7 days', 'true'],
      ['30 days', 'false'],
    ]);
  });

  it('reports another choice, by pointer or keyboard, and keeps the chosen one on', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ToggleFilter label="Period" value="7d" options={OPTIONS} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith('today');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Each button is a Tab stop.
    screen.getByRole('button', { name: 'Today' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('30d');
  });

  it('mounts in one commit', () => {
    // A state update from a layout effect at mount renders again at once and runs the whole
    // commit's effects in the same task (MUI 9's toggle button group did).
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="filter" onRender={(_id, phase) => commits.push(phase)}>
        <ToggleFilter label="Period" value="7d" options={OPTIONS} onChange={() => {}} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });
});
