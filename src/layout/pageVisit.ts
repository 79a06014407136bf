import { createContext, useContext } from 'react';

/**
 * Counts the times the page was navigated to while it stayed mounted (KeptPages shows a page the
 * person comes back to without giving it a new address): what a new address would reset, such
 * as an error shown, can reset on it.
 */
export const PageVisitContext = createContext(0);

export function usePageVisit(): number {
  return useContext(PageVisitContext);
}
