import type { QueryClient } from '@tanstack/react-query';
import type { AreaAddress, FirstScreenPrefetch } from '../lib/query';
import { areaKeyOf } from './prefetchSignedIn';

type FirstScreenModule = { prefetchFirstScreen: FirstScreenPrefetch };

/**
 * The areas whose first screen waits for one server answer: the Dashboard's figures (the first
 * screen after most sign-ins) and the list areas' first page. Each a small chunk of its own, by
 * a literal import(): in the shell they made the signed-in start ten files longer (and the mobile
 * Lighthouse score worse), while what they import comes with the area's page anyway.
 */
const FIRST_SCREENS = new Map<string, () => Promise<FirstScreenModule>>([
  ['dashboard', () => import('../features/dashboard/prefetchFirstScreen')],
  ['flows', () => import('../features/flows/prefetchFirstScreen')],
  ['train', () => import('../features/train/prefetchFirstScreen')],
  ['incoming', () => import('../features/incoming/prefetchFirstScreen')],
  ['users', () => import('../features/users/prefetchFirstScreen')],
]);

/**
 * Loads every area's first-screen read (its small chunk), without reading anything: a click on an
 * area's link then sends its first request at once, instead of after that chunk has arrived
 * (about 50 ms on the first visit of a list area right after sign-in). A chunk that does not load
 * changes nothing: the page then asks for its data itself, as when the navigation's load fails.
 */
export function preloadFirstScreenReads(): void {
  for (const load of FIRST_SCREENS.values()) void load().catch(() => undefined);
}

/**
 * Starts the reads of the screen an address shows as the navigation to it begins, alongside the
 * page's code: the page then finds its answer in the cache (or on its way) instead of asking only
 * once its code has arrived and rendered. Fresh cached answers are not asked for again; a failed
 * read, or a chunk that does not load, is the page's to show when it asks itself.
 */
export function prefetchAreaData(queryClient: QueryClient, address: AreaAddress): Promise<void> {
  const load = FIRST_SCREENS.get(areaKeyOf(address.pathname));
  if (!load) return Promise.resolve();
  return load().then(
    ({ prefetchFirstScreen }) => prefetchFirstScreen(queryClient, address),
    () => undefined,
  );
}
