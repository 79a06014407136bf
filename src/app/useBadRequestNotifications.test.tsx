import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, callersSettled } from '../lib/api-client/apiClient';
import { applyServerFieldErrors } from '../lib/forms/applyServerFieldErrors';
import { useNavigationRequests } from '../lib/navigation/useNavigationRequests';
import { NotificationsHost, subscribe } from '../lib/notifications';
import type { Notification } from '../lib/notifications/notificationBus';
import { server } from '../mocks/node';
import { createGermanTestI18n } from '../testing/germanI18n';
import { renderRoute, renderWithProviders } from '../testing/renderWithProviders';
import { useBadRequestNotifications } from './useBadRequestNotifications';

function Harness() {
  useBadRequestNotifications();
  return <NotificationsHost />;
}

const invite = { email: 'x@example.com', role: 'viewer' } as const;

/** Every notification raised while the test runs. */
function recordNotifications() {
  const raised: Notification[] = [];
  stops.push(subscribe((notification) => raised.push(notification)));
  return raised;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/**
 * A form as the portal's are built: its mutation refetches a list on the screen before it fails
 * (`onSettled` returns the invalidation, which TanStack Query awaits), then the form puts the
 * server's field errors on its fields.
 */
function InviteForm() {
  const queryClient = useQueryClient();
  useQuery({ queryKey: ['bots'], queryFn: () => apiClient.get('bots') });
  const save = useMutation({
    mutationFn: () => apiClient.post('users', invite),
    onSettled: () => queryClient.invalidateQueries(),
  });
  const [fieldError, setFieldError] = useState<string>();
  const submit = () =>
    save.mutateAsync().catch((error: unknown) => {
      applyServerFieldErrors((_field, { message }) => setFieldError(message), error);
    });
  return (
    <>
      <button onClick={() => void submit()}>Invite</button>
      {fieldError && <p>E-mail: {fieldError}</p>}
      <Harness />
    </>
  );
}

describe('the shared 400 handler', () => {
  it('raises nothing for a 400 whose field errors a form showed on its fields', async () => {
    server.use(
      // The list the form's mutation refetches answers late, as a real server does.
      http.get('*/api/v1/bots', async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
      http.post('*/api/v1/users', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Validation failed',
            fieldErrors: { email: 'already_exists' },
            traceId: 'trace-7',
          },
          { status: 400 },
        ),
      ),
    );
    const raised = recordNotifications();
    renderWithProviders(<InviteForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('E-mail: already_exists')).toBeInTheDocument();
    await callersSettled();
    expect(raised).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises a snackbar in the person’s language for a 400 nobody showed, not the server’s text', async () => {
    server.use(
      http.post('*/api/v1/users', () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'Name already taken' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<Harness />, { i18n: createGermanTestI18n() });
    await expect(apiClient.post('users', invite)).rejects.toMatchObject({ handled: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfen Sie Ihre Eingaben.',
    );
    expect(alert).not.toHaveTextContent('Name already taken');
  });

  it('raises it for a 400 with field errors that no form took', async () => {
    server.use(
      http.get('*/api/v1/bots', () =>
        HttpResponse.json(
          { code: 'validation_failed', fieldErrors: { q: 'too_long' } },
          {
            status: 400,
          },
        ),
      ),
    );
    renderWithProviders(<Harness />);
    await apiClient.get('bots').catch(() => undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request could not be processed. Please check your input.',
    );
  });
});

describe('a 400 that names its trace', () => {
  it('offers to open the logs filtered to that trace, inside the portal', async () => {
    server.use(
      http.post('*/api/v1/users', () =>
        HttpResponse.json(
          { message: 'Name already taken', code: 'validation_failed', traceId: 'trace-42' },
          { status: 400 },
        ),
      ),
    );
    // Stands in for the portal layout, which carries out navigation requests.
    function Portal() {
      useNavigationRequests();
      return <Harness />;
    }
    const { router } = renderRoute(<Portal />, { path: '/users' });
    await apiClient.post('users', invite).catch(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Open in logs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tech/logs'));
    expect(router.state.location.search).toBe('?q=trace-42');
  });
});
