import type { TFunction } from 'i18next';
import { OUTCOME_LABEL_KEYS } from '../../../../lib/vocabulary/labels';

/**
 * An expected outcome in the person's language: the conversation outcomes in their one word
 * (the glossary's), a flow stopped by an error as the simulator says it; another code as it is.
 */
export function outcomeLabel(t: TFunction, outcome: string): string {
  if (outcome === 'error') return t('flows.simulator.outcome.error');
  return Object.hasOwn(OUTCOME_LABEL_KEYS, outcome)
    ? t(OUTCOME_LABEL_KEYS[outcome as keyof typeof OUTCOME_LABEL_KEYS])
    : outcome;
}
