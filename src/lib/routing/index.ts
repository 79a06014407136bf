export type { FirstScreenReads } from './firstScreenReads';
export { pageRoute } from './pageRoute';
export type { PortalArea } from './portalArea';
