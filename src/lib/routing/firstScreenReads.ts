import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * Starts the reads a page's first screen shows, for the address it is opened at (its query
 * string holds a list's filters), with the page's own query options: `prefetchQuery`, never
 * awaited, so fresh answers in the cache are not asked for again.
 */
export type FirstScreenReads = (queryClient: QueryClient, url: URL, params: Params) => void;
