import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client/apiClient';
import { NotificationsHost } from '../lib/notifications';
import { server } from '../mocks/node';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useBadRequestNotifications } from './useBadRequestNotifications';

function Harness() {
  useBadRequestNotifications();
  return <NotificationsHost />;
}

describe('the shared 400 handler', () => {
  it("shows the server's message in a snackbar", async () => {
    server.use(
      http.post('*/api/v1/bots', () =>
        HttpResponse.json({ message: 'Name already taken' }, { status: 400 }),
      ),
    );
    renderWithProviders(<Harness />);
    await expect(apiClient.post('bots', {})).rejects.toMatchObject({ handled: true });
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
