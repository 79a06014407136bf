import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { AreaNavItem } from '../../layout/types';

/**
 * One area of the portal, as its folder declares it in `routes.tsx`: its entry in the navigation
 * (whose label is also its page title) and its routes. `src/app/areas.ts` lists the areas.
 */
export interface PortalArea extends AreaNavItem {
  routes: (queryClient: QueryClient) => RouteObject[];
}
