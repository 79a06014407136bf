import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toConfiguration } from '../features/configuration/routes';
import { toFlow } from '../features/flows/routes';
import { toConversation } from '../features/incoming/routes';
import { toCallLatency, toLogs } from '../features/tech/routes';
import { toIntent, toTrainingInbox } from '../features/train/routes';
import { SettingsContext } from '../settings/SettingsContext';
import { FakeAuth } from '../testing/FakeAuthProvider';
import { fakeUser } from '../testing/fakeOidc';
import { renderRoute } from '../testing/renderWithProviders';
import { AREAS } from './areas';
import { portalRoutes } from './routes';

const settings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US' as const],
};

/** Areas read the signed-in user and the settings, as inside the signed-in portal. */
function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoute(
    <SettingsContext.Provider value={settings}>
      <FakeAuth value={{ user: fakeUser() }}>
        <Outlet />
      </FakeAuth>
    </SettingsContext.Provider>,
    { path: '/', initialEntries: [path], queryClient, children: portalRoutes(queryClient) },
  );
}

describe('portalRoutes', () => {
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
    expect(
      await screen.findByText('There is no such technical section.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
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

describe('AREAS', () => {
  it('lists the ten areas in navigation order with unique ids', () => {
    expect(AREAS.map((area) => area.path)).toEqual([
      '/',
      '/dashboard',
      '/flows',
      '/train',
      '/incoming',
      '/configuration',
      '/tech',
      '/users',
      '/account',
      '/support',
    ]);
    expect(new Set(AREAS.map((area) => area.id)).size).toBe(10);
    // The navigation label is the page title: the area's own `<id>.title`.
    for (const area of AREAS) expect(area.labelKey).toBe(`${area.id}.title`);
  });
});

describe('link builders', () => {
  it('encode ids so an odd id stays one path segment', () => {
    expect(toFlow('a/b')).toBe('/flows/a%2Fb');
    expect(toConversation('conv-0001')).toBe('/incoming/conv-0001');
    expect(toConversation('a/b')).toBe('/incoming/a%2Fb');
    expect(toIntent('i 1')).toBe('/train/intents/i%201');
    expect(toCallLatency('c?1')).toBe('/tech/calls/c%3F1');
    expect(toConfiguration('cfg/1')).toBe('/configuration/cfg%2F1');
    expect(toConfiguration('cfg-1', { tab: 'speech' })).toBe('/configuration/cfg-1?tab=speech');
    expect(toLogs()).toBe('/tech/logs');
    expect(toLogs('q=abc')).toBe('/tech/logs?q=abc');
  });

  it('open the training inbox on one sentence, its search within the contract’s 200 characters', () => {
    const href = new URL(toTrainingInbox(`  ${'x'.repeat(250)} `, 'de-DE', '7d'), 'http://p');
    expect(href.pathname).toBe('/train/inbox');
    expect(href.searchParams.get('q')).toHaveLength(200);
    expect(href.searchParams.get('language')).toBe('de-DE');
    expect(href.searchParams.get('period')).toBe('7d');
  });
});
