export { importWithRetry, isChunkLoadError, lazyWithRetry } from './lazyWithRetry';
export { reloadPage } from './reloadGuard';
export { useNearViewport } from './useNearViewport';
