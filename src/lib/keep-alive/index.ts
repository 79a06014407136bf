export { checkKeepAlive, KEEP_ALIVE_PATH, KEEP_ALIVE_TIMEOUT_MS } from './checkKeepAlive';
export { KEEP_ALIVE_INTERVAL_MS, useKeepAlive, type KeepAliveState } from './useKeepAlive';
export { ConnectionStatusContext, useConnectionStatus } from './ConnectionStatusContext';
