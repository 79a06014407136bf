import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfigurationPage from '../features/configuration/ConfigurationPage';
import DashboardPage from '../features/dashboard/DashboardPage';
import HomePage from '../features/homepage/HomePage';
import FlowsPage from '../features/flows/FlowsPage';
import IncomingPage from '../features/incoming/IncomingPage';
import TechPage from '../features/tech/TechPage';
import TrainPage from '../features/train/TrainPage';
import { userKeys } from '../features/users/api/users';
import UsersPage from '../features/users/UsersPage';
import { createQueryClient } from '../lib/query';
import { resetMockData } from '../mocks/data';
import { server } from '../mocks/node';
import { FakeAuth } from '../testing/FakeAuthProvider';
import { fakeUser } from '../testing/fakeOidc';
import { renderRoute } from '../testing/renderWithProviders';
import { prefetchAreaData } from './prefetchAreaData';

vi.setConfig({ testTimeout: 30_000 });

/** Every GET to the API: path and query string. */
let gets: URL[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'GET') gets.push(new URL(request.url));
};
const getsOf = (path: string) => gets.filter((url) => url.pathname === `/api/v1/${path}`);

beforeEach(() => {
  resetMockData();
  gets = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** Each list area at an address with a page, an order and a filter that are not the defaults. */
const LIST_AREAS: {
  path: string;
  search: string;
  endpoint: string;
  page: ComponentType;
  grid: string;
  sent: Record<string, string>;
  /** Whether the page's actions depend on the person's permissions (GET /me). */
  me: boolean;
}[] = [
  {
    path: '/users',
    search: '?sort=email:desc&role=administrator',
    endpoint: 'users',
    page: UsersPage,
    grid: 'Users',
    sent: { sort: 'email:desc', role: 'administrator', page: '1' },
    me: true,
  },
  {
    path: '/flows',
    search: '?sort=updatedAt:desc&pageSize=10',
    endpoint: 'flows',
    page: FlowsPage,
    grid: 'Flows',
    sent: { sort: 'updatedAt:desc', pageSize: '10' },
    me: true,
  },
  {
    path: '/train',
    search: '?sort=name:desc',
    endpoint: 'intents',
    page: TrainPage,
    grid: 'Intents',
    sent: { sort: 'name:desc' },
    me: true,
  },
  {
    path: '/incoming',
    search: '?outcome=handover&pageSize=10',
    endpoint: 'conversations',
    page: IncomingPage,
    grid: 'Incoming conversations',
    sent: { outcome: 'handover', pageSize: '10' },
    me: false,
  },
];

/** The other screens read as the navigation to them starts, each with what shows it read. */
const OTHER_SCREENS: {
  name: string;
  pathname: string;
  reads: string[];
  sent: Record<string, Record<string, string>>;
  page: ReactElement;
  shown: () => Promise<void>;
}[] = [
  {
    name: 'Home',
    pathname: '/',
    reads: ['bots', 'activity'],
    sent: { activity: { limit: '10' } },
    page: (
      <FakeAuth value={{ user: fakeUser() }}>
        <HomePage />
      </FakeAuth>
    ),
    shown: async () => {
      const bots = await screen.findByRole('region', { name: 'Bot configurations' });
      expect(within(bots).getAllByRole('row')).not.toHaveLength(0);
      const activity = screen.getByRole('region', { name: 'Latest activity' });
      expect(within(activity).getAllByRole('listitem')).not.toHaveLength(0);
    },
  },
  {
    name: 'Configuration',
    pathname: '/configuration',
    reads: ['bot-configs', 'bots', 'me'],
    sent: {},
    page: <ConfigurationPage />,
    shown: async () => {
      expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    },
  },
  {
    name: 'Technical',
    pathname: '/tech',
    reads: ['health', 'metrics/latency', 'incidents'],
    sent: { incidents: { status: 'open' }, 'metrics/latency': { period: '24h' } },
    page: <TechPage />,
    shown: async () => {
      expect(await screen.findByRole('heading', { name: 'Open incidents' })).toBeInTheDocument();
    },
  },
];

describe('prefetchAreaData', () => {
  it.each(LIST_AREAS)(
    "asks for $path's first page as the navigation starts, and the page reads that answer",
    async ({ path, search, endpoint, page: Page, grid, sent, me }) => {
      const queryClient = createQueryClient();
      void prefetchAreaData(queryClient, { pathname: path, search });
      // Before the page exists: the request carries the address's list state.
      await waitFor(() => expect(getsOf(endpoint)).toHaveLength(1));
      expect(Object.fromEntries(getsOf(endpoint)[0]!.searchParams)).toMatchObject(sent);
      expect(getsOf('me')).toHaveLength(me ? 1 : 0);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      renderRoute(<Page />, { path, initialEntries: [`${path}${search}`], queryClient });
      await screen.findByRole('grid', { name: grid });
      expect(await screen.findAllByRole('row')).not.toHaveLength(0);
      // Same key as the page's own query: the answer was taken, not asked for again.
      expect(getsOf(endpoint)).toHaveLength(1);
      expect(getsOf('me')).toHaveLength(me ? 1 : 0);
    },
  );

  it("asks for the Dashboard's figures for the address's period and channel", async () => {
    const queryClient = createQueryClient();
    void prefetchAreaData(queryClient, {
      pathname: '/dashboard',
      search: '?period=30d&channel=chat',
    });
    await waitFor(() => expect(getsOf('dashboard/summary')).toHaveLength(1));
    expect(Object.fromEntries(getsOf('dashboard/summary')[0]!.searchParams)).toEqual({
      period: '30d',
      channel: 'chat',
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    renderRoute(<DashboardPage />, {
      path: '/dashboard',
      initialEntries: ['/dashboard?period=30d&channel=chat'],
      queryClient,
    });
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(figures.querySelector('dd')).not.toBeEmptyDOMElement());
    expect(getsOf('dashboard/summary')).toHaveLength(1);
  });

  it.each(OTHER_SCREENS)(
    "asks for $name's first screen ($reads) as the navigation starts, and the page reads those answers",
    async ({ pathname, reads, sent, page, shown }) => {
      const queryClient = createQueryClient();
      void prefetchAreaData(queryClient, { pathname, search: '' });
      await waitFor(() => {
        for (const read of reads) expect(getsOf(read), read).toHaveLength(1);
      });
      for (const [read, params] of Object.entries(sent)) {
        expect(Object.fromEntries(getsOf(read)[0]!.searchParams)).toMatchObject(params);
      }
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      renderRoute(page, { path: pathname, initialEntries: [pathname], queryClient });
      await shown();
      for (const read of reads) expect(getsOf(read), read).toHaveLength(1);
    },
  );

  it('starts nothing for detail pages, other sections, unfinished periods and other areas', async () => {
    const queryClient = createQueryClient();
    for (const pathname of [
      '/users/u-1',
      '/incoming/c-1',
      '/flows/f-1',
      '/train/models',
      '/configuration/cfg-1',
      '/tech/logs',
    ]) {
      await prefetchAreaData(queryClient, { pathname, search: '' });
    }
    // A custom period without its days: the Dashboard waits for them, and so does this.
    await prefetchAreaData(queryClient, {
      pathname: '/dashboard',
      search: '?period=custom&from=2026-11-01',
    });
    await prefetchAreaData(queryClient, { pathname: '/constructor', search: '' });
    // Give a request that should not exist the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('asks again only for a list whose cached answer is no longer fresh', async () => {
    const queryClient = createQueryClient();
    const users = { pathname: '/users', search: '' };
    await prefetchAreaData(queryClient, users);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await prefetchAreaData(queryClient, users);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getsOf('users')).toHaveLength(1);

    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    gets = [];
    await prefetchAreaData(queryClient, users);
    await waitFor(() => expect(getsOf('users')).toHaveLength(1));
  });
});
