export { createPageMemo } from './pageMemo';
