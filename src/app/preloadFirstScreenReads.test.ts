import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each area's first-screen read, replaced by one that notes when its module is loaded and when
// it is asked to read (and, when a test gives it an answer to wait for, reads that); the
// browser's idle callback, held until a test lets it run.
const loaded: string[] = [];
const reads: string[] = [];
const idle = { run: undefined as (() => void) | undefined, cancelled: false };
let pendingAnswer: Promise<string> | undefined;
const fakeRead = (area: string) => {
  loaded.push(area);
  return {
    prefetchFirstScreen: (client: QueryClient, { pathname }: { pathname: string }) => {
      reads.push(`${area} ${pathname}`);
      const answer = pendingAnswer;
      if (answer) void client.prefetchQuery({ queryKey: [area], queryFn: () => answer });
    },
  };
};
const EVERY_AREA = [
  'configuration',
  'dashboard',
  'flows',
  'homepage',
  'incoming',
  'tech',
  'train',
  'users',
];

// A fresh module (nothing loaded, nothing preloaded) and fresh fakes for each test.
beforeEach(() => {
  vi.resetModules();
  loaded.length = 0;
  reads.length = 0;
  Object.assign(idle, { run: undefined, cancelled: false });
  pendingAnswer = undefined;
  vi.doMock('../features/homepage/prefetchFirstScreen', () => fakeRead('homepage'));
  vi.doMock('../features/dashboard/prefetchFirstScreen', () => fakeRead('dashboard'));
  vi.doMock('../features/flows/prefetchFirstScreen', () => fakeRead('flows'));
  vi.doMock('../features/train/prefetchFirstScreen', () => fakeRead('train'));
  vi.doMock('../features/incoming/prefetchFirstScreen', () => fakeRead('incoming'));
  vi.doMock('../features/users/prefetchFirstScreen', () => fakeRead('users'));
  vi.doMock('../features/configuration/prefetchFirstScreen', () => fakeRead('configuration'));
  vi.doMock('../features/tech/prefetchFirstScreen', () => fakeRead('tech'));
  vi.doMock('../lib/idle/whenIdle', () => ({
    whenIdle: (run: () => void) => {
      idle.run = run;
      return () => void (idle.cancelled = true);
    },
  }));
});
const fresh = () => import('./prefetchAreaData');

describe('preloadFirstScreenReads', () => {
  it("loads every area's first-screen read without reading anything", async () => {
    const { preloadFirstScreenReads } = await fresh();
    preloadFirstScreenReads();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(EVERY_AREA));
    expect(reads).toEqual([]);
  });

  it("sends a loaded area's read in the navigation's own task, not a task later", async () => {
    const { prefetchAreaData, preloadFirstScreenReads } = await fresh();
    preloadFirstScreenReads();
    await vi.waitFor(() => expect(loaded).toHaveLength(EVERY_AREA.length));
    void prefetchAreaData(new QueryClient(), { pathname: '/flows', search: '' });
    // No await in between: an import() of the loaded module would answer only after this line.
    expect(reads).toEqual(['flows /flows']);
  });
});

describe('prefetchAlongNavigation', () => {
  it('reads the first screen at once and each screen navigated to, loading only its read', async () => {
    const { prefetchAlongNavigation } = await fresh();
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/dashboard'],
    });
    const stop = prefetchAlongNavigation(router, new QueryClient());
    await vi.waitFor(() => expect(reads).toEqual(['dashboard /dashboard']));
    expect(loaded).toEqual(['dashboard']);

    // The browser has not been idle yet: a navigation loads its own read, no other.
    await router.navigate('/');
    await vi.waitFor(() => expect(reads).toEqual(['dashboard /dashboard', 'homepage /']));
    await router.navigate('/flows');
    await vi.waitFor(() =>
      expect(reads).toEqual(['dashboard /dashboard', 'homepage /', 'flows /flows']),
    );
    expect(loaded).toEqual(['dashboard', 'homepage', 'flows']);

    stop();
    expect(idle.cancelled).toBe(true);
    await router.navigate('/users');
    expect(reads).toHaveLength(3);
    router.dispose();
  });

  it("loads every area's read when the browser is first idle, without a navigation", async () => {
    const { prefetchAlongNavigation } = await fresh();
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/users'],
    });
    const stop = prefetchAlongNavigation(router, new QueryClient());
    await vi.waitFor(() => expect(idle.run).toBeDefined());
    idle.run!();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(EVERY_AREA));
    expect(reads).toEqual(['users /users']);
    stop();
    router.dispose();
  });

  it("waits for the first screen's answers before it waits for the browser to be idle", async () => {
    const { prefetchAlongNavigation } = await fresh();
    let answer: (value: string) => void = () => undefined;
    pendingAnswer = new Promise((resolve) => (answer = resolve));
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/users'],
    });
    const stop = prefetchAlongNavigation(router, new QueryClient());
    await vi.waitFor(() => expect(reads).toEqual(['users /users']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle.run).toBeUndefined();

    answer('the first page');
    await vi.waitFor(() => expect(idle.run).toBeDefined());
    idle.run!();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(EVERY_AREA));
    stop();
    router.dispose();
  });
});
