import { createContext, useContext } from 'react';
import type { KeepAliveState } from './useKeepAlive';

/**
 * The signed-in layout's keep-alive result, for screens that report it (Support): one poller
 * for the whole portal, and the same answer everywhere.
 */
export const ConnectionStatusContext = createContext<KeepAliveState | undefined>(undefined);

/** Undefined outside the signed-in layout. */
export function useConnectionStatus(): KeepAliveState | undefined {
  return useContext(ConnectionStatusContext);
}
