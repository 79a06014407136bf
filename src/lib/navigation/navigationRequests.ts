type Listener = (href: string) => void;
const listeners = new Set<Listener>();

/**
 * Asks the signed-in portal to show an address, from code outside the router (a notification's
 * action): an in-app navigation, so nothing typed on the page is lost to a reload. Free of the
 * router on purpose: the shared 400 handler that uses it is part of the login screen's download.
 */
export function requestNavigation(href: string): void {
  for (const listener of listeners) listener(href);
}

/** Registers the one that carries requests out; returns the way to unregister. */
export function onNavigationRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The logs filtered to one request's trace: where an error's "open in logs" goes. */
export const traceLogsHref = (traceId: string) => `/tech/logs?q=${encodeURIComponent(traceId)}`;
