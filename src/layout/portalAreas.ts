import { createContext, useContext } from 'react';
import type { AreaNavItem } from './types';

/**
 * The portal's areas as the layout shows them in its navigation: pages that link to every area
 * (Home's shortcuts) read the same list, so a new area appears there too.
 */
export const PortalAreasContext = createContext<readonly AreaNavItem[]>([]);

export function usePortalAreas(): readonly AreaNavItem[] {
  return useContext(PortalAreasContext);
}
