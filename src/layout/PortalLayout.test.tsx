import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '../testing/matchMedia';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PortalLayout, type PortalLayoutProps } from './PortalLayout';
import type { AreaNavItem } from './types';
import { LINK_INTENT_DELAY_MS } from './useLinkIntent';

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

function renderLayout(
  props: Partial<PortalLayoutProps> = {},
  path = '/flows',
  page: ReactNode = <p>Page content</p>,
) {
  return renderWithProviders(
    <Routes>
      <Route element={<PortalLayout areas={areas} onLogout={() => {}} {...props} />}>
        <Route path="*" element={page} />
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

  describe('a link rested on', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const flowsLink = () =>
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Flows',
      });
    const rest = (ms = LINK_INTENT_DELAY_MS) => act(() => vi.advanceTimersByTime(ms));

    it('is announced once the pointer has rested on it, and not when it only passed', () => {
      mockViewportWidth(1280);
      const onLinkIntent = vi.fn();
      renderLayout({ onLinkIntent }, '/');
      fireEvent.pointerOver(flowsLink());
      rest(LINK_INTENT_DELAY_MS - 1);
      fireEvent.pointerOut(flowsLink(), { relatedTarget: document.body });
      rest();
      expect(onLinkIntent).not.toHaveBeenCalled();

      fireEvent.pointerOver(flowsLink());
      rest(LINK_INTENT_DELAY_MS - 1);
      // From the link's text to its icon: still the same link, the rest goes on.
      const icon = flowsLink().querySelector('svg')!;
      fireEvent.pointerOut(flowsLink(), { relatedTarget: icon });
      fireEvent.pointerOver(icon);
      rest(1);
      expect(onLinkIntent).toHaveBeenCalledExactlyOnceWith({ pathname: '/flows', search: '' });
    });

    it('is announced for a link in the page, with its query, but not for one to another site', () => {
      mockViewportWidth(1280);
      const onLinkIntent = vi.fn();
      renderLayout(
        { onLinkIntent },
        '/flows',
        <p>
          <a href="/flows/flow-order-status">Order status</a>{' '}
          <a href="/incoming?bot=default">Conversations of default</a>{' '}
          <a href="https://status.example.com/">Status page</a>
        </p>,
      );
      fireEvent.pointerOver(screen.getByRole('link', { name: 'Status page' }));
      rest();
      expect(onLinkIntent).not.toHaveBeenCalled();
      fireEvent.pointerOver(screen.getByRole('link', { name: 'Order status' }));
      rest();
      expect(onLinkIntent).toHaveBeenCalledExactlyOnceWith({
        pathname: '/flows/flow-order-status',
        search: '',
      });
      // With its query: the list it opens is read as filtered.
      fireEvent.pointerOver(screen.getByRole('link', { name: 'Conversations of default' }));
      rest();
      expect(onLinkIntent).toHaveBeenLastCalledWith({
        pathname: '/incoming',
        search: '?bot=default',
      });
    });

    it('is announced when the keyboard focus rests on it, in the phone overlay too', () => {
      mockViewportWidth(390);
      const onLinkIntent = vi.fn();
      renderLayout({ onLinkIntent }, '/');
      fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
      rest(1000);
      act(() => flowsLink().focus());
      rest();
      expect(onLinkIntent).toHaveBeenCalledExactlyOnceWith({ pathname: '/flows', search: '' });
      // Focus that moves on before the delay is over starts nothing for the link it left.
      onLinkIntent.mockClear();
      act(() => flowsLink().blur());
      act(() => flowsLink().focus());
      rest(LINK_INTENT_DELAY_MS - 1);
      act(() => flowsLink().blur());
      rest();
      expect(onLinkIntent).not.toHaveBeenCalled();
    });

    it('stops listening when the layout goes', () => {
      mockViewportWidth(1280);
      const onLinkIntent = vi.fn();
      const { unmount } = renderLayout({ onLinkIntent }, '/');
      fireEvent.pointerOver(flowsLink());
      unmount();
      rest();
      const stray = document.createElement('a');
      stray.href = '/users';
      document.body.append(stray);
      fireEvent.pointerOver(stray);
      rest();
      stray.remove();
      expect(onLinkIntent).not.toHaveBeenCalled();
    });
  });
});
