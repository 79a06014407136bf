import type { TFunction } from 'i18next';
import { ConflictError } from '../../../lib/api-client/apiClient';
import { errorBodyOf } from '../../../lib/api-client/apiErrors';

/** Why one decision was not taken, in the person's language. */
export function decisionProblem(t: TFunction, error: unknown): string {
  if (error instanceof ConflictError) return t('train.inbox.problems.conflict');
  const owner = errorBodyOf(error)?.existingIn?.intentId;
  if (owner) return t('train.inbox.problems.existingIn', { intent: owner });
  return t('train.inbox.problems.failed');
}
