import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { importWithRetry } from '../lazy';
import type { FirstScreenReads } from './firstScreenReads';
import { RouteErrorFallback } from './RouteErrorFallback';

export interface PageRouteOptions {
  /** The address pattern (`/flows/:id`); `/`, the site root, is the layout's index route. */
  path: string;
  /** The page's module, by a literal import() so the build gives it a file of its own. */
  page: () => Promise<{ default: ComponentType }>;
  /** Names the page's code in chunk-load errors and the one reload they allow. */
  chunk: string;
  /**
   * What the page's first screen reads, started by the route's loader alongside the page's code
   * (both load in parallel), so the page finds its answers in the query cache or on their way.
   */
  reads?: () => Promise<{ firstScreenReads: FirstScreenReads }>;
  queryClient: QueryClient;
}

/**
 * One page of an area as a route: its code loaded on demand (a failed load reloads the page once,
 * then shows the area's error with a reload button), its first reads started with the code, and
 * an error in the page kept inside the layout, cleared by the next navigation.
 */
export function pageRoute({
  path,
  page,
  chunk,
  reads,
  queryClient,
}: PageRouteOptions): RouteObject {
  // Where the navigation to this page is going: the router commits the address only once the
  // page's code is there, so the one reload after a failed load must go there itself.
  let target: string | undefined;
  const startReads = reads && readsLoader(reads, queryClient);
  return {
    ...(path === '/' ? { index: true } : { path }),
    ErrorBoundary: RouteErrorFallback,
    // A function, not React Router's object form (whose `Component` failing to load is no error
    // the router shows); the loader runs alongside, and the router waits for both.
    lazy: async () => ({
      Component: await loadPage(page, chunk, () => window.location.assign(target ?? '/')),
    }),
    loader: (args) => {
      const url = new URL(args.request.url);
      target = url.pathname + url.search;
      return startReads ? startReads(args) : null;
    },
    // The reads start when the person arrives; a new query string (a list's filters) is the
    // page's own to read, and a navigation must not wait on the loader for it.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/**
 * The page's component; when its code cannot be loaded (after the one reload), a component that
 * throws the load's error, so the route's error boundary says so. A failed `lazy` itself leaves
 * the route unloaded, and React Router then renders nothing below the layout.
 */
async function loadPage(
  page: PageRouteOptions['page'],
  chunk: string,
  reload: () => void,
): Promise<ComponentType> {
  try {
    return (await importWithRetry(page, chunk, { reload })).default;
  } catch (error) {
    return function PageNotLoaded(): never {
      throw error;
    };
  }
}

function readsLoader(reads: NonNullable<PageRouteOptions['reads']>, queryClient: QueryClient) {
  return (async ({ request, params }) => {
    try {
      const { firstScreenReads } = await reads();
      // Not awaited: every page draws its own placeholder while its answers are on their way,
      // and a failed read is the page's to show when it asks itself.
      firstScreenReads(queryClient, new URL(request.url), params);
    } catch {
      // The reads' code did not load: the page asks for its data itself once it renders.
    }
    return null;
  }) satisfies LoaderFunction;
}
