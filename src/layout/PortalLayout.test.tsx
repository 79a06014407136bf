import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '../testing/matchMedia';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PortalLayout, type PortalLayoutProps } from './PortalLayout';
import type { AreaNavItem } from './types';

const areas: AreaNavItem[] = [
  { id: 'homepage', path: '/', labelKey: 'homepage.title', icon: HomeIcon },
  { id: 'flows', path: '/flows', labelKey: 'flows.title', icon: HomeIcon },
  {
    id: 'configuration',
    path: '/configuration',
    labelKey: 'configuration.title',
    icon: SettingsIcon,
  },
];

function renderLayout(props: Partial<PortalLayoutProps> = {}, path = '/flows') {
  return renderWithProviders(
    <Routes>
      <Route element={<PortalLayout areas={areas} onLogout={() => {}} {...props} />}>
        <Route path="*" element={<p>Page content</p>} />
      </Route>
    </Routes>,
    { initialEntries: [path] },
  );
}

describe('PortalLayout', () => {
  it('renders the landmarks: banner, navigation and main with the routed page', () => {
    mockViewportWidth(1280);
    renderLayout();

    expect(within(screen.getByRole('banner')).getByText('NEO Portal')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('links every area and marks the current one', () => {
    mockViewportWidth(1280);
    renderLayout({}, '/flows');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Flows', 'Configuration']);
    expect(within(nav).getByRole('link', { name: 'Flows' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // "/" must not count as current on every page.
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers a skip link to the main content', () => {
    mockViewportWidth(1280);
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('keeps the navigation permanent on wide screens, without a menu button', () => {
    mockViewportWidth(1280);
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('hides the navigation behind a menu button on narrow screens', async () => {
    mockViewportWidth(600);
    const user = userEvent.setup();
    renderLayout();

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await user.click(within(nav).getByRole('link', { name: 'Configuration' }));
    await vi.waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('shows the connection notice only when the connection is lost', () => {
    mockViewportWidth(1280);
    const { rerender } = renderLayout({ connectionLost: false });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(
      <Routes>
        <Route element={<PortalLayout areas={areas} onLogout={() => {}} connectionLost />}>
          <Route path="*" element={<p>Page content</p>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Trying to reconnect…');
  });

  it('keeps the connection notice readable on phones', () => {
    mockViewportWidth(360);
    renderLayout({ connectionLost: true });
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Trying to reconnect…');
  });
});
