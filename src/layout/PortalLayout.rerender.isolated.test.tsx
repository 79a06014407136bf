import HomeIcon from '@mui/icons-material/Home';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '../testing/matchMedia';
import { createSyncTestI18n } from '../testing/renderWithProviders';
import { theme } from '../theme/theme';
import { PortalLayout } from './PortalLayout';

// The app bar counts its renders; everything else is the real layout.
const headerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./AppHeader', () => ({
  AppHeader: () => {
    headerRenders.count += 1;
    return <header>App bar</header>;
  },
}));

const areas = [
  { id: 'homepage', path: '/', labelKey: 'homepage.title', icon: HomeIcon },
  { id: 'flows', path: '/flows', labelKey: 'flows.title', icon: HomeIcon },
] as const;
const AREA_LIST = [...areas];

/** The layout as the router's root route at 1280 px, on its home page, with `pages` beside it. */
async function renderShell(layout: ReactElement, pages: RouteObject[] = []) {
  mockViewportWidth(1280);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: layout,
        children: [{ index: true, element: <h1>Home page</h1> }, ...pages],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={createSyncTestI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { name: 'Home page' });
}

describe('PortalLayout on an area switch', () => {
  it('renders the new page, not the app bar again', async () => {
    await renderShell(<PortalLayout areas={AREA_LIST} onLogout={() => {}} />, [
      { path: 'flows', element: <h1>Flows page</h1> },
    ]);
    const before = headerRenders.count;

    await userEvent.click(screen.getByRole('link', { name: 'Flows' }));
    await screen.findByRole('heading', { name: 'Flows page' });
    expect(screen.getByRole('link', { name: 'Flows' })).toHaveAttribute('aria-current', 'page');
    expect(headerRenders.count).toBe(before);
  });

  it('is not drawn again when its parent renders with the same props', async () => {
    // A session event (a renewed token, the first keep-alive answer) renders the parent.
    await renderShell(<Parent onLogout={() => {}} />);
    const before = headerRenders.count;

    await userEvent.click(screen.getByRole('button', { name: 'Session event' }));
    expect(screen.getByText('Session events: 1')).toBeInTheDocument();
    expect(headerRenders.count).toBe(before);
  });
});

function Parent({ onLogout }: { onLogout: () => void }) {
  const [events, setEvents] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setEvents((n) => n + 1)}>
        Session event
      </button>
      <p>Session events: {events}</p>
      <PortalLayout areas={AREA_LIST} userName="Ada" onLogout={onLogout} />
    </>
  );
}
