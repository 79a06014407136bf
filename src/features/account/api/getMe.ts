// The signed-in person (GET /me) is needed by several areas and the layout, and areas never
// import each other, so the fetcher and hook live in the shared layer: src/lib/query/me.ts.
export { getMe, meQueryKey, useMe } from '../../../lib/query/me';
