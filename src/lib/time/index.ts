export { useNow } from './useNow';
