import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstScreen as dashboard } from '../features/dashboard/prefetchFirstScreen';
import { prefetchFirstScreen as flows } from '../features/flows/prefetchFirstScreen';
import { prefetchFirstScreen as incoming } from '../features/incoming/prefetchFirstScreen';
import { prefetchFirstScreen as train } from '../features/train/prefetchFirstScreen';
import { prefetchFirstScreen as users } from '../features/users/prefetchFirstScreen';
import type { AreaAddress, FirstScreenPrefetch } from '../lib/query';
import { areaKeyOf } from './prefetchSignedIn';

/**
 * The areas whose first screen waits for one server answer: the Dashboard's figures (the first
 * screen after most sign-ins) and the list areas' first page (their code takes longest to
 * arrive). In the shell itself (a few hundred bytes each, no area's screen code), so a request
 * leaves on the click, or as the portal starts, rather than after one more round trip for a chunk.
 */
const FIRST_SCREENS = new Map<string, FirstScreenPrefetch>([
  ['dashboard', dashboard],
  ['flows', flows],
  ['train', train],
  ['incoming', incoming],
  ['users', users],
]);

/**
 * Starts the reads of the screen an address shows as the navigation to it begins, alongside the
 * page's code: the page then finds its answer in the cache (or on its way) instead of asking only
 * once its code has arrived and rendered. Fresh cached answers are not asked for again; a failed
 * read is the page's to show, as it would be without this.
 */
export function prefetchAreaData(queryClient: QueryClient, address: AreaAddress): void {
  FIRST_SCREENS.get(areaKeyOf(address.pathname))?.(queryClient, address);
}
