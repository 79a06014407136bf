export {
  importWithRetry,
  isChunkLoadError,
  lazyWithRetry,
  type PreloadableComponent,
} from './lazyWithRetry';
export { reloadPage } from './reloadGuard';
export { useNearViewport } from './useNearViewport';
