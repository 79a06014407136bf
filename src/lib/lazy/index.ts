export { isChunkLoadError, lazyWithRetry } from './lazyWithRetry';
export { reloadPage } from './reloadGuard';
