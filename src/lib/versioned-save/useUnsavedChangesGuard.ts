import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Asks before a dirty form is left: in-app navigation to another page is held by the router
 * (answer it with <UnsavedChangesDialog>), closing or reloading the tab gets the browser's own
 * question. Filter changes on the same page (the query string) are not held.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return blocker;
}
