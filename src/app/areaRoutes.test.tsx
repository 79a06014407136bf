import { screen } from '@testing-library/react';
import { Outlet, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SettingsContext } from '../settings/SettingsContext';
import { FakeAuth } from '../testing/FakeAuthProvider';
import { fakeUser } from '../testing/fakeOidc';
import { renderRoute } from '../testing/renderWithProviders';
import { areaRoutes, keptAreaAt } from './areaRoutes';

function Routes() {
  return useRoutes([{ path: '/', element: <Outlet />, children: areaRoutes }]);
}

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};

/** Areas read the signed-in user and the settings, as inside the signed-in portal. */
const renderAt = (path: string) =>
  // A data router, as the portal runs (editors hold navigation with useBlocker).
  renderRoute(
    <SettingsContext.Provider value={settings}>
      <FakeAuth value={{ user: fakeUser() }}>
        <Routes />
      </FakeAuth>
    </SettingsContext.Provider>,
    { path: '/*', initialEntries: [path] },
  );

describe('areaRoutes', () => {
  // Areas load their own data (tested in each area); here: every address reaches its page.
  it.each([
    ['/', 'Home'],
    ['/dashboard', 'Dashboard'],
    ['/incoming', 'Incoming'],
    ['/users', 'Users'],
    ['/account', 'Account'],
    ['/configuration', 'Configuration'],
    ['/configuration/cfg-default', 'default'],
    ['/tech', 'Technical'],
    ['/tech/logs', 'Technical'],
    ['/tech/calls/conv-0001', 'Call latency'],
    ['/support', 'Support'],
    ['/train', 'Training'],
    ['/train/intents/intent-2', 'order.status'],
    ['/flows', 'Flows'],
    ['/flows/flow-order-status', 'Order status'],
  ])('%s loads its page', async (path, title) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('says so for a technical section that does not exist', async () => {
    renderAt('/tech/nope');
    expect(await screen.findByText('There is no such technical section.')).toBeInTheDocument();
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

  // Coming back to an area shows the page as it was left; an editor left is not kept.
  it.each([
    ['/', 'homepage'],
    ['/dashboard', 'dashboard'],
    ['/incoming', 'incoming'],
    ['/tech/logs', 'tech'],
    ['/tech/calls', 'tech'],
    ['/train/intents', 'train'],
    ['/flows', 'flows'],
    ['/incoming/conv-0001', undefined],
    ['/configuration/cfg-default', undefined],
    ['/flows/flow-order-status', undefined],
    ['/train/intents/intent-2', undefined],
    ['/tech/calls/conv-0001', undefined],
    ['/nowhere', undefined],
  ])('keeps %s as the page of %s', (path, area) => {
    expect(keptAreaAt(path)).toBe(area);
  });
});
