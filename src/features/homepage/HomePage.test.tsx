import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../lib/api-client/schema';
import { server } from '../../mocks/node';
import { FakeAuth } from '../../testing/FakeAuthProvider';
import { fakeUser } from '../../testing/fakeOidc';
import { mockViewportWidth } from '../../testing/matchMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import HomePage from './HomePage';
import { supportArea } from '../support/routes';
import { usersArea } from '../users/routes';
import { homepageArea } from './routes';
import { PortalAreasContext } from '../../layout/portalAreas';

function renderHome(user = fakeUser()) {
  return renderWithProviders(
    <FakeAuth value={{ user }}>
      <PortalAreasContext.Provider value={[homepageArea, usersArea, supportArea]}>
        <HomePage />
      </PortalAreasContext.Provider>
    </FakeAuth>,
  );
}

async function botsTable() {
  const section = await screen.findByRole('region', { name: 'Bot configurations' });
  return within(section).findByRole('table');
}

describe('HomePage', { timeout: 20_000 }, () => {
  it('greets the person by the name in the ID token', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Alice Example!')).toBeInTheDocument();
  });

  it('falls back to GET /me when the token carries no name', async () => {
    const user = fakeUser();
    user.profile = { ...user.profile, name: undefined };
    renderHome(user);
    expect(screen.getByText('Hello!')).toBeInTheDocument();
    expect(await screen.findByText(/^Hello, .+!$/)).toBeInTheDocument();
  });

  it('shows one row per bot with speech service, last training and health', async () => {
    renderHome();
    const table = await botsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const defaultRow = within(table).getByRole('row', { name: /^default/ });
    expect(defaultRow).toHaveTextContent('azure-speech');
    expect(defaultRow).toHaveTextContent('Healthy');
    const hotline = within(table).getByRole('row', { name: /^service-hotline/ });
    expect(hotline).toHaveTextContent('Degraded');
    const web = within(table).getByRole('row', { name: /^web-assistant/ });
    expect(web).toHaveTextContent('None (chat only)');
    expect(web).toHaveTextContent('Never trained');
  });

  it('links each bot to its configuration and its conversations, and its table is a named, focusable region', async () => {
    renderHome();
    const table = await botsTable();
    const region = screen.getByRole('region', { name: 'Bot overview' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('link', { name: 'default: configuration' })).toHaveAttribute(
      'href',
      '/configuration?bot=default',
    );
    expect(
      within(table).getByRole('link', { name: 'Show the conversations of service-hotline' }),
    ).toHaveAttribute('href', '/incoming?bot=service-hotline');
  });

  it('links each event to where one acts on it', async () => {
    // A fixed feed: the seeded one's newest ten depend on the hour the test runs at.
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const items: Activity[] = [
      {
        id: '1',
        kind: 'conversation.handover',
        at,
        actor: null,
        subject: 'default',
        conversationId: 'conv-0042',
      },
      { id: '2', kind: 'user.invited', at, actor: 'Ann', subject: 'new@example.com' },
      { id: '3', kind: 'training.failed', at, actor: 'Bob', subject: 'service-hotline' },
      { id: '4', kind: 'bot.health_changed', at, actor: null, subject: 'default' },
    ];
    server.use(http.get('*/api/v1/activity', () => HttpResponse.json({ items })));
    renderHome();
    const activity = await screen.findByRole('region', { name: 'Latest activity' });
    const links = await within(activity).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/incoming/conv-0042',
      '/users?q=new%40example.com',
      '/train?bot=service-hotline',
      '/configuration?bot=default',
    ]);
  });

  it('gives every event link a name of its own that makes sense out of the list', async () => {
    renderHome();
    const activity = await screen.findByRole('region', { name: 'Latest activity' });
    const links = await within(activity).findAllByRole('link');
    const names = links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
    // The seeded activity holds several handovers of the same bot, each to its own conversation.
    const handovers = names.filter((name) =>
      name.startsWith('Conversation handed over to an agent: default'),
    );
    expect(handovers.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    for (const link of links) {
      // The visible words are part of the name, followed by when it happened.
      expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent ?? '∅'));
      expect(link).toHaveAccessibleName(expect.stringMatching(/, \w{3} \d{1,2}, \d{4}, /));
    }
  });

  it('at phone width lists the bots instead of a table that scrolls sideways', async () => {
    mockViewportWidth(390);
    renderHome();
    const section = await screen.findByRole('region', { name: 'Bot configurations' });
    const list = await within(section).findByRole('list', { name: 'Bot overview' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    // Nothing scrolls, so there is no extra Tab stop either.
    expect(section.querySelector('[tabindex="0"]')).toBeNull();
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    const hotline = entries[1];
    expect(within(hotline).getByRole('heading', { level: 3 })).toHaveTextContent('service-hotline');
    expect(
      within(hotline).getByRole('link', { name: 'service-hotline: configuration' }),
    ).toHaveAttribute('href', '/configuration?bot=service-hotline');
    expect(
      within(hotline).getByRole('link', { name: 'Show the conversations of service-hotline' }),
    ).toHaveAttribute('href', '/incoming?bot=service-hotline');
    expect(hotline).toHaveTextContent('Degraded');
    expect(hotline).toHaveTextContent('Speech service');
    const web = entries[2];
    expect(web).toHaveTextContent('None (chat only)');
    expect(web).toHaveTextContent('Never trained');
  });

  it('says so when there are no bots', async () => {
    server.use(http.get('*/api/v1/bots', () => HttpResponse.json({ items: [] })));
    renderHome();
    expect(await screen.findByText('There are no bot configurations yet.')).toBeInTheDocument();
  });

  it('shows a failed load in place and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/bots', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 })
          : HttpResponse.json({ items: [] });
      }),
    );
    renderHome();
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no bot configurations yet.')).toBeInTheDocument();
  });

  it('explains a 403 in place, without Retry', async () => {
    server.use(
      http.get('*/api/v1/activity', () =>
        HttpResponse.json({ code: 'forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    renderHome();
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });

  it('translates every activity kind and shows the subject as data', async () => {
    const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const items: Activity[] = [
      { id: '1', kind: 'conversation.handover', at, actor: null, subject: 'default' },
      { id: '2', kind: 'training.completed', at, actor: 'Bob', subject: 'web-assistant' },
      { id: '3', kind: 'training.failed', at, actor: 'Bob', subject: 'service-hotline' },
      { id: '4', kind: 'user.invited', at, actor: 'Ann', subject: 'new@example.com' },
      { id: '5', kind: 'user.role_changed', at, actor: 'Ann', subject: 'x@example.com' },
      { id: '6', kind: 'bot.health_changed', at, actor: null, subject: 'default' },
    ];
    server.use(http.get('*/api/v1/activity', () => HttpResponse.json({ items })));
    renderHome();
    const section = await screen.findByRole('region', { name: 'Latest activity' });
    const entries = await within(section).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Conversation handed over to an agent: default2 hours ago · System',
      'Training completed: web-assistant2 hours ago · by Bob',
      'Training failed: service-hotline2 hours ago · by Bob',
      'User invited: new@example.com2 hours ago · by Ann',
      'User role changed: x@example.com2 hours ago · by Ann',
      'Bot health changed: default2 hours ago · System',
    ]);
  });

  it('links to the other areas of the navigation', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Shortcuts' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/users', '/support']);
    expect(within(section).getByRole('link', { name: 'Support' })).toBeVisible();
  });
});
