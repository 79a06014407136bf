import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client/apiClient';
import { NotificationsHost } from '../lib/notifications';
import { server } from '../mocks/node';
import { useNavigationRequests } from '../lib/navigation/useNavigationRequests';
import { renderRoute, renderWithProviders } from '../testing/renderWithProviders';
import { useBadRequestNotifications } from './useBadRequestNotifications';

function Harness() {
  useBadRequestNotifications();
  return <NotificationsHost />;
}

const invite = { email: 'x@example.com', role: 'viewer' } as const;

describe('the shared 400 handler', () => {
  it("shows the server's message in a snackbar", async () => {
    server.use(
      http.post('*/api/v1/users', () =>
        HttpResponse.json({ message: 'Name already taken' }, { status: 400 }),
      ),
    );
    renderWithProviders(<Harness />);
    await expect(apiClient.post('users', invite)).rejects.toMatchObject({ handled: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Name already taken');
  });

  it('shows a translated generic message when the server gives none', async () => {
    server.use(http.get('*/api/v1/bots', () => new HttpResponse(null, { status: 400 })));
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
