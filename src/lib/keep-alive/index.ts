export { useKeepAlive } from './useKeepAlive';
export { ConnectionStatusContext, useConnectionStatus } from './ConnectionStatusContext';
