import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import { createTestI18n } from '../../i18n/testing';
import { notify } from './notificationBus';
import { AUTO_HIDE_WITH_ACTION_MS } from './autoHide';
import { AUTO_HIDE_MS, NotificationsHost } from './NotificationsHost';

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = await createTestI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderHost() {
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18nInstance}>
        <NotificationsHost />
      </I18nextProvider>
    </StrictMode>,
  );
}

describe('NotificationsHost', () => {
  it('shows a notification; errors as an alert', async () => {
    renderHost();
    act(() => notify({ message: 'Name is required', severity: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
  });

  it('shows other severities as a status', async () => {
    renderHost();
    act(() => notify({ message: 'Saved', severity: 'success' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with its translated close button', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => notify({ message: 'Name is required', severity: 'error' }));
    await user.click(await screen.findByRole('button', { name: enUS.notifications.close }));
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it('stays when the user clicks elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => notify({ message: 'Name is required', severity: 'error' }));
    await screen.findByRole('alert');
    await user.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });

  it('shows queued notifications one at a time, in order', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => {
      notify({ message: 'First', severity: 'error' });
      notify({ message: 'Second', severity: 'warning' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: enUS.notifications.close }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('shows a notification raised before the host was mounted', async () => {
    notify({ message: 'Too early', severity: 'error' });
    renderHost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too early');
  });

  it('falls back to the generic error text for a blank message', async () => {
    renderHost();
    act(() => notify({ message: '  ', severity: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(enUS.errors.generic);
  });

  it(`hides by itself after ${AUTO_HIDE_MS} ms`, async () => {
    vi.useFakeTimers();
    renderHost();
    act(() => notify({ message: 'Fleeting', severity: 'info' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_HIDE_MS - 100));
    expect(screen.getByText('Fleeting')).toBeInTheDocument();
    // The time-out starts the exit transition; its end is handled in a later commit.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Fleeting')).not.toBeInTheDocument();
  });

  it('offers its action (Undo), runs it once and closes', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    renderHost();
    act(() =>
      notify({
        message: 'Role changed',
        severity: 'success',
        action: { label: 'Undo', run: undo },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Role changed')).not.toBeInTheDocument());
    // Still closable without acting, by its close button.
    act(() => notify({ message: 'Again', action: { label: 'Undo', run: undo } }));
    await user.click(await screen.findByRole('button', { name: enUS.notifications.close }));
    await waitFor(() => expect(screen.queryByText('Again')).not.toBeInTheDocument());
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it(`with an action stays ${AUTO_HIDE_WITH_ACTION_MS} ms, long enough to use it`, async () => {
    vi.useFakeTimers();
    renderHost();
    act(() => notify({ message: 'Undoable', action: { label: 'Undo', run: () => {} } }));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_HIDE_WITH_ACTION_MS - 100));
    expect(screen.getByText('Undoable')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Undoable')).not.toBeInTheDocument();
  });
});
