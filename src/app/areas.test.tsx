import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortalLayout } from '../layout/PortalLayout';
import { mockViewportWidth } from '../testing/matchMedia';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AREAS } from './areas';

describe('AREAS', () => {
  it('appear in the navigation with their names, the current one marked', () => {
    mockViewportWidth(1280);
    renderWithProviders(
      <Routes>
        <Route element={<PortalLayout areas={AREAS} onLogout={() => {}} />}>
          <Route path="*" element={null} />
        </Route>
      </Routes>,
      { initialEntries: ['/incoming'] },
    );

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Dashboard',
      'Flows',
      'Training',
      'Incoming',
      'Configuration',
      'Technical',
      'Users',
      'Account',
      'Support',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      within(nav).getByRole('link', { name: 'Incoming' }),
    ]);
  });
});
