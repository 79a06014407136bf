import type { QueryClient } from '@tanstack/react-query';

/** Where the portal is going: an address's path and query string. */
export interface AreaAddress {
  pathname: string;
  search: string;
}

/**
 * An area's first-screen reads for an address, started as a navigation begins so the answer
 * travels alongside the area's code instead of after it. An address whose first screen it does
 * not know (a detail page, another section) starts nothing.
 */
export type FirstScreenPrefetch = (queryClient: QueryClient, address: AreaAddress) => void;
