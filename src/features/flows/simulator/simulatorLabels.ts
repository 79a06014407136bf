import type { Outcome } from '../../../lib/api-client/schema';
import { isOneOf } from '../../../lib/api-client/isOneOf';
import { OUTCOME_LABEL_KEYS } from '../../../lib/vocabulary/labels';

/**
 * How a test conversation ended, in the words the dashboards use for real ones; "error" (the
 * flow went nowhere) happens only in a try-out and has its own words.
 */
const SIMULATOR_OUTCOME_LABEL_KEYS = {
  ...OUTCOME_LABEL_KEYS,
  error: 'flows.simulator.outcome.error',
} as const satisfies Record<Outcome | 'error', string>;

const isKnownOutcome = isOneOf(
  Object.keys(SIMULATOR_OUTCOME_LABEL_KEYS) as (keyof typeof SIMULATOR_OUTCOME_LABEL_KEYS)[],
);

/** The outcome's translation key; undefined for one the portal does not know (shown as sent). */
export const outcomeLabelKey = (outcome: string) =>
  isKnownOutcome(outcome) ? SIMULATOR_OUTCOME_LABEL_KEYS[outcome] : undefined;
