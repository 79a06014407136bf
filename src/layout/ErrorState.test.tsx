import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '../lib/api-client/apiErrors';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ErrorState } from './ErrorState';

function httpError(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, {
    status,
    statusText: '',
    data: { message: 'x', code: 'x' },
    headers: {},
    config,
  });
}

describe('ErrorState', () => {
  it('offers Retry for a server error', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState error={httpError(503)} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains a time-out and offers Retry', () => {
    renderWithProviders(<ErrorState error={new TimeoutError('users')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer in time.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    [403, 'You do not have permission to do this.'],
    [404, 'This item could not be found.'],
  ])('explains a %i without a pointless Retry', (status, text) => {
    renderWithProviders(<ErrorState error={httpError(status)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
