import type { FlowTestCheck } from '../../../../lib/api-client/schema';

export const CHECK_LABEL_KEYS = {
  steps: 'flows.testRun.checks.steps',
  reply: 'flows.testRun.checks.reply',
  intent: 'flows.testRun.checks.intent',
  slots: 'flows.testRun.checks.slots',
  outcome: 'flows.testRun.checks.outcome',
} as const satisfies Record<FlowTestCheck, string>;

export const RESULT_STATUS = {
  passed: { key: 'flows.testRun.status.passed', tone: 'success' },
  failed: { key: 'flows.testRun.status.failed', tone: 'error' },
  stale: { key: 'flows.testRun.status.stale', tone: 'warning' },
} as const;
