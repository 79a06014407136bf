import { screen } from '@testing-library/react';
import { Outlet, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { areaRoutes } from './areaRoutes';

function Portal() {
  return useRoutes([{ path: '/', element: <Outlet />, children: areaRoutes }]);
}

const renderAt = (path: string) => renderWithProviders(<Portal />, { initialEntries: [path] });

describe('areaRoutes', () => {
  it.each([
    ['/', 'Home', 'Welcome! Choose an area from the navigation to get started.'],
    ['/dashboard', 'Dashboard', 'There is no dashboard data to show yet.'],
    ['/flows', 'Flows', 'There are no conversation flows yet.'],
    ['/train', 'Training', 'There is no training data yet.'],
    ['/incoming', 'Incoming', 'There are no incoming conversations right now.'],
    ['/configuration', 'Configuration', 'There are no configuration settings to show yet.'],
    ['/tech', 'Technical', 'There is no technical information to show yet.'],
    ['/users', 'Users', 'There are no users to show yet.'],
    ['/account', 'Account', 'There are no account details to show yet.'],
    ['/support', 'Support', 'There are no support resources available yet.'],
  ])('%s loads its page with title and empty state', async (path, title, empty) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('answers unknown addresses with the not-found page', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
