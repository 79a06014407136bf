export {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  importWithRetry,
  isChunkLoadError,
  lazyWithRetry,
  type ImportOptions,
} from './lazyWithRetry';
export { installPreloadErrorReload } from './preloadErrorReload';
export { reloadPage, type ReloadFn } from './reloadGuard';
