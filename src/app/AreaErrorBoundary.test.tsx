import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../lib/lazy';
import { KeptPages } from '../layout/KeptPages';
import { renderRoute, renderWithProviders } from '../testing/renderWithProviders';
import { AreaRoute } from './AreaRoute';

type PageModule = { default: ComponentType };

const reported = vi.hoisted(() => ({ errors: [] as unknown[] }));
vi.mock('../error-reporting', () => ({
  reportError: (error: unknown) => void reported.errors.push(error),
}));

describe('AreaRoute error boundary', () => {
  it('contains a failing page and lets the user try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    function FlakyPage() {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    renderWithProviders(<AreaRoute page={FlakyPage} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });

  it('asks for a reload when the page chunk is still missing after the automatic reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    // The one automatic reload has already happened in this session.
    sessionStorage.setItem('neo.chunkReload:missing', '1');
    const MissingPage = lazyWithRetry(
      () => Promise.reject<PageModule>(new Error('404')),
      'missing',
      {
        reload,
      },
    );
    renderWithProviders(<AreaRoute page={MissingPage} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the portal could not be loaded. Please reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tries again when the person comes back to a page kept while they were elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function FlakyPage() {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    const { router } = renderRoute(<KeptPages keyOf={(pathname) => pathname} />, {
      path: '/',
      initialEntries: ['/flaky'],
      children: [
        { path: 'flaky', element: <AreaRoute page={FlakyPage} /> },
        { path: 'other', element: <h1>Other</h1> },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');

    fail = false;
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/flaky'));
    expect(screen.getByRole('heading', { level: 1, name: 'Recovered' })).toBeVisible();
  });

  it('reports a page that fails on a navigation once, and shows the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reported.errors.length = 0;
    function BrokenPage(): never {
      throw new Error('boom');
    }
    // One kept slot for both addresses: the failing page is a navigation of a mounted page.
    const { router } = renderRoute(<KeptPages keyOf={() => 'area'} />, {
      path: '/',
      initialEntries: ['/fine'],
      children: [
        { path: 'fine', element: <AreaRoute page={() => <h1>Fine</h1>} /> },
        { path: 'broken', element: <AreaRoute page={BrokenPage} /> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeVisible();

    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(reported.errors).toHaveLength(1);
  });
});
