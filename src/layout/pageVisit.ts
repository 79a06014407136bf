import { createContext, useContext } from 'react';

/**
 * Counts the navigations to the page while it stayed mounted (KeptPages), a person's coming back
 * to a kept page included, which does not give it a new address: what a navigation resets, such
 * as an error shown, resets on it.
 */
export const PageVisitContext = createContext(0);

export function usePageVisit(): number {
  return useContext(PageVisitContext);
}
