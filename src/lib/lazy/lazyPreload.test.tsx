import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazyWithRetry';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyWithRetry preload', () => {
  it('imports once however often it is asked, and renders a preloaded module without suspending', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyWithRetry(importer, 'page');
    expect(Lazy.isLoaded()).toBe(false);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ready" />
      </Suspense>,
    );
    // Synchronously there: no fallback on the first commit.
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('still suspends like React.lazy when it was not preloaded', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Page }), 'later');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {});
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });

  it('asks for a failed chunk once per page load, however often it is preloaded or rendered', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    // The page "reloads" (and so never settles), as after a real failure.
    const Lazy = lazyWithRetry(importer, 'broken', { reload: () => undefined });
    const first = Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(Lazy.preload()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('outside Suspense: shows nothing while loading, then the module, never the fallback', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => {};
    const Lazy = lazyWithRetry(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)),
      'start-up',
      { outsideSuspense: true },
    );
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Signed in" />
      </Suspense>,
    );
    // No fallback was shown, so React has no reveal to hold back when the module arrives.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    await act(async () => arrive({ default: Page }));
    expect(screen.getByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('outside Suspense: a chunk that cannot load goes to the error boundary', async () => {
    // As after the one reload: the flag says it was tried, so the failure is final.
    sessionStorage.setItem('neo.chunkReload:gone', String(Date.now()));
    const Lazy = lazyWithRetry<{ name: string }>(() => Promise.reject(new Error('404')), 'gone', {
      outsideSuspense: true,
      reload: () => undefined,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <ErrorBoundary fallbackRender={({ error }) => <p>{(error as Error).name}</p>}>
          <Lazy name="Never" />
        </ErrorBoundary>,
      );
      expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
      sessionStorage.clear();
    }
  });
});
