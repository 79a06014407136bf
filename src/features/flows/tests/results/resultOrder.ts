import type { FlowTestResult } from '../../../../lib/api-client/schema';

/** What needs looking at first: failed, then stale, then passed tests; by name within each. */
const STATUS_ORDER = { failed: 0, stale: 1, passed: 2 } as const satisfies Record<
  FlowTestResult['status'],
  number
>;

export const orderResults = (results: readonly FlowTestResult[]): FlowTestResult[] =>
  [...results].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name),
  );
