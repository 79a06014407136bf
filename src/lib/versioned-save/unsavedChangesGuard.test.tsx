import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function Form({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChangesGuard(dirty);
  return (
    <>
      <h1>Form</h1>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/form?tab=2">Same page</Link>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function renderForm(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form dirty={dirty} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <I18nextProvider i18n={createSyncTestI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('unsaved-changes guard', () => {
  it('asks before a dirty form is left; Stay keeps the page', async () => {
    const user = userEvent.setup();
    const router = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/form');
  });

  it('Leave goes on to the next page', async () => {
    const user = userEvent.setup();
    const router = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not hold a clean form, nor a change of the query string', async () => {
    const user = userEvent.setup();
    const router = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a clean form leaves at once', async () => {
    const user = userEvent.setup();
    const router = renderForm(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('closing or reloading the tab gets the browser’s question only while dirty', () => {
    renderForm(true);
    const dirtyEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyEvent);
    expect(dirtyEvent.defaultPrevented).toBe(true);
  });

  it('a clean form lets the tab close without a question', () => {
    renderForm(false);
    const cleanEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanEvent);
    expect(cleanEvent.defaultPrevented).toBe(false);
  });
});
