import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The page (pathname) whose heading focus was last settled; undefined until the first page. */
let settledPath: string | undefined;

/**
 * After an in-app navigation to another page, keyboard and screen-reader users land on the new
 * page's heading instead of staying on the link they used (or on <body>). The first page after
 * the portal loads keeps the browser's own focus, and a change of the query string only (list
 * filters, paging) never moves focus away from the control being used.
 */
export function usePageHeadingFocus(heading: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (settledPath === undefined) {
      settledPath = pathname;
      return;
    }
    if (settledPath === pathname) return;
    settledPath = pathname;
    heading.current?.focus();
  }, [heading, pathname]);
}

/** Tests start from a fresh page load. */
export function resetPageHeadingFocus(): void {
  settledPath = undefined;
}
