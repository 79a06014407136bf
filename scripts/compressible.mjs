// Which built files are served compressed: written beside them by the build
// (scripts/vite/precompress.ts) and checked by scripts/check-build.mjs. nginx's gzip_types and
// brotli_types, from its smallest size (gzip_min_length, brotli_min_length) on.
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
export const MIN_BYTES = 512;
