import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderWithProviders';
import { pageRoute } from './pageRoute';

type PageModule = { default: ComponentType };

const reported = vi.hoisted(() => ({ errors: [] as unknown[] }));
vi.mock('../../error-reporting', () => ({
  reportError: (error: unknown) => void reported.errors.push(error),
}));

const page = (Component: ComponentType) => () =>
  Promise.resolve<PageModule>({ default: Component });

/** Pages under a layout route, as the portal nests them. */
function renderPages(
  routes: Parameters<typeof pageRoute>[0][],
  initialEntry: string,
  queryClient = new QueryClient(),
) {
  return renderRoute(<Outlet />, {
    path: '/',
    initialEntries: [initialEntry],
    queryClient,
    children: routes.map((route) => pageRoute({ ...route, queryClient })),
  });
}

describe('pageRoute', () => {
  it('loads the page and starts its first reads with the address and its parameters', async () => {
    const queryClient = new QueryClient();
    const reads = vi.fn();
    renderPages(
      [
        {
          path: '/things/:id',
          page: page(() => <h1>A thing</h1>),
          chunk: 'things',
          reads: () => Promise.resolve({ firstScreenReads: reads }),
          queryClient,
        },
      ],
      '/things/7?tab=b',
      queryClient,
    );
    expect(await screen.findByRole('heading', { name: 'A thing' })).toBeVisible();
    expect(reads).toHaveBeenCalledTimes(1);
    const [client, url, params] = reads.mock.calls[0]!;
    expect(client).toBe(queryClient);
    expect((url as URL).pathname).toBe('/things/7');
    expect((url as URL).searchParams.get('tab')).toBe('b');
    expect(params).toEqual({ id: '7' });
  });

  it('starts the reads on arrival, not again for a new query string of the same page', async () => {
    const queryClient = new QueryClient();
    const reads = vi.fn();
    const { router } = renderPages(
      [
        {
          path: '/list',
          page: page(() => <h1>List</h1>),
          chunk: 'list',
          reads: () => Promise.resolve({ firstScreenReads: reads }),
          queryClient,
        },
        { path: '/other', page: page(() => <h1>Other</h1>), chunk: 'other', queryClient },
      ],
      '/list',
      queryClient,
    );
    expect(await screen.findByRole('heading', { name: 'List' })).toBeVisible();
    await act(() => router.navigate('/list?page=2'));
    expect(reads).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/list'));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('contains a failing page, reports it once, and renders it again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reported.errors.length = 0;
    const user = userEvent.setup();
    let fail = true;
    function FlakyPage() {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    renderPages(
      [{ path: '/flaky', page: page(FlakyPage), chunk: 'flaky', queryClient: new QueryClient() }],
      '/flaky',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    // Reported from an effect, which a busy machine may run after the fallback is on screen.
    await waitFor(() => expect(reported.errors).toHaveLength(1));

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeVisible();
    // Once: neither the fallback's re-render nor the recovery reports it again.
    expect(reported.errors).toHaveLength(1);
  });

  it('clears a page’s error when the person navigates to it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function FlakyPage() {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    const { router } = renderPages(
      [
        { path: '/flaky', page: page(FlakyPage), chunk: 'flaky', queryClient: new QueryClient() },
        {
          path: '/other',
          page: page(() => <h1>Other</h1>),
          chunk: 'o',
          queryClient: new QueryClient(),
        },
      ],
      '/flaky',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/flaky'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeVisible();
  });

  it('asks for a reload when the page’s code is still missing after the automatic reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The one automatic reload has already happened in this session.
    sessionStorage.setItem('neo.chunkReload:missing', '1');
    renderPages(
      [
        {
          path: '/missing',
          page: () => Promise.reject<PageModule>(new Error('404')),
          chunk: 'missing',
          queryClient: new QueryClient(),
        },
      ],
      '/missing',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the portal could not be loaded. Please reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
