import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import { whenIdle } from '../lib/idle/whenIdle';
import type { AreaAddress, FirstScreenPrefetch } from '../lib/query';
import { areaKeyOf } from './prefetchSignedIn';

type FirstScreenModule = { prefetchFirstScreen: FirstScreenPrefetch };

/**
 * The areas whose first screen waits for server answers: Home's bots and latest events (the site
 * root's screen), the Dashboard's figures, the list areas' first page, Configuration's list and
 * the Technical area's health, with the person's permissions where the screen's actions depend
 * on them. Each a small chunk of its own, by a literal import(): in the shell they made the
 * signed-in start ten files longer (and the mobile Lighthouse score worse), while what they
 * import comes with the area's page anyway.
 */
const FIRST_SCREENS = new Map<string, () => Promise<FirstScreenModule>>([
  ['homepage', () => import('../features/homepage/prefetchFirstScreen')],
  ['dashboard', () => import('../features/dashboard/prefetchFirstScreen')],
  ['flows', () => import('../features/flows/prefetchFirstScreen')],
  ['train', () => import('../features/train/prefetchFirstScreen')],
  ['incoming', () => import('../features/incoming/prefetchFirstScreen')],
  ['users', () => import('../features/users/prefetchFirstScreen')],
  ['configuration', () => import('../features/configuration/prefetchFirstScreen')],
  ['tech', () => import('../features/tech/prefetchFirstScreen')],
]);

/** The read modules that have arrived, so a navigation calls its read without waiting a task. */
const loaded = new Map<string, FirstScreenModule>();
let preloading = false;

function load(area: string): Promise<FirstScreenModule> | undefined {
  return FIRST_SCREENS.get(area)?.().then((module) => {
    loaded.set(area, module);
    return module;
  });
}

/**
 * Loads every area's first-screen read (its small chunk), without reading anything: a click on an
 * area's link then sends its first request at once, instead of after that chunk has arrived
 * (about 50 ms on the first visit of a list area right after sign-in). A chunk that does not load
 * changes nothing: the page then asks for its data itself, as when the navigation's load fails.
 */
export function preloadFirstScreenReads(): void {
  if (preloading) return;
  preloading = true;
  for (const area of FIRST_SCREENS.keys()) void load(area)?.catch(() => undefined);
}

/**
 * Starts the reads of the screen an address shows as the navigation to it begins, alongside the
 * page's code: the page then finds its answer in the cache (or on its way) instead of asking only
 * once its code has arrived and rendered. Fresh cached answers are not asked for again; a failed
 * read, or a chunk that does not load, is the page's to show when it asks itself.
 *
 * A read whose module has arrived is sent in the same task as the navigation: an import(), even
 * of a module already there, answers a task later, after React has rendered the new page and its
 * code's requests have taken the browser's six connections (the read then waited behind them).
 */
export function prefetchAreaData(queryClient: QueryClient, address: AreaAddress): Promise<void> {
  const area = areaKeyOf(address.pathname);
  const ready = loaded.get(area);
  if (ready) {
    ready.prefetchFirstScreen(queryClient, address);
    return Promise.resolve();
  }
  return (
    load(area)?.then(
      ({ prefetchFirstScreen }) => prefetchFirstScreen(queryClient, address),
      () => undefined,
    ) ?? Promise.resolve()
  );
}

/** What prefetchAlongNavigation needs of the data router. */
interface NavigatingRouter {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

/** Calls `run` once no read is in flight (at once if none is); returns what cancels it. */
function whenReadsAnswered(queryClient: QueryClient, run: () => void): () => void {
  if (queryClient.isFetching() === 0) {
    run();
    return () => undefined;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/**
 * Starts each screen's reads as the router navigates to it (the router tells its subscribers
 * before React renders the new page), the first screen's at once. The other areas' read modules
 * load once the first screen's answers are in and the browser is next idle. Not at the first
 * idle moment: that can come while the first screen waits for its answer, whose connections
 * their requests would then take. Nor at the first navigation: its own code and read would wait
 * behind them. Returns the function that stops it.
 */
export function prefetchAlongNavigation(
  router: NavigatingRouter,
  queryClient: QueryClient,
): () => void {
  let shown = router.state.location;
  let stopped = false;
  let cancelWait = () => {};
  let cancelIdle = () => {};
  void prefetchAreaData(queryClient, shown).then(() => {
    if (stopped) return;
    cancelWait = whenReadsAnswered(queryClient, () => {
      cancelIdle = whenIdle(preloadFirstScreenReads, { timeout: 2000 });
    });
  });
  const unsubscribe = router.subscribe(({ location }) => {
    if (location === shown) return;
    shown = location;
    void prefetchAreaData(queryClient, location);
  });
  return () => {
    stopped = true;
    cancelWait();
    cancelIdle();
    unsubscribe();
  };
}
