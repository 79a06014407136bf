import { useEffect } from 'react';
import { useNavigate } from 'react-router';

type Listener = (href: string) => void;
const listeners = new Set<Listener>();

/**
 * Asks the signed-in portal to show an address, from code outside the router (a notification's
 * action): an in-app navigation, so nothing typed on the page is lost to a reload.
 */
export function requestNavigation(href: string): void {
  for (const listener of listeners) listener(href);
}

/** Carries out navigation requests; mounted once inside the router (the portal layout). */
export function useNavigationRequests(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const listener: Listener = (href) => void navigate(href);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [navigate]);
}

/** The logs filtered to one request's trace: where an error's "open in logs" goes. */
export const traceLogsHref = (traceId: string) => `/tech/logs?q=${encodeURIComponent(traceId)}`;
