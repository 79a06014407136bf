export { checkKeepAlive, KEEP_ALIVE_PATH, KEEP_ALIVE_TIMEOUT_MS } from './checkKeepAlive';
export { KEEP_ALIVE_INTERVAL_MS, useKeepAlive } from './useKeepAlive';
