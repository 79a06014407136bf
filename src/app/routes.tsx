import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteErrorFallback } from '../lib/routing/RouteErrorFallback';
import { AREAS } from './areas';
import { NotFoundPage } from './NotFoundPage';

/** The signed-in routes, to be nested under the layout route (which renders their outlet). */
export function portalRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    ...AREAS.flatMap((area) => area.routes(queryClient)),
    { path: '*', element: <NotFoundPage />, ErrorBoundary: RouteErrorFallback },
  ];
}
