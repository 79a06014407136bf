import { useCallback } from 'react';
import { fieldErrorMessage } from '../../lib/forms/fieldErrorMessage';
import type { FieldErrorText } from '../../lib/forms/fields/fieldErrorText';

/**
 * The training forms' reasons: the shared sentences, an intent's and an entity's name rules, a
 * pattern that does not compile, and for an example
 * another intent already has, that intent's name (`already_exists:<intent>`, set from the
 * server's `existingIn`).
 */
export function useIntentErrorText(): FieldErrorText {
  return useCallback((t, reason) => {
    if (reason === 'intent_name') return t('train.errors.intentName');
    if (reason === 'entity_name') return t('train.errors.entityName');
    if (reason === 'invalid_pattern') return t('train.errors.pattern');
    if (reason === 'already_here') return t('train.errors.existingHere');
    if (reason.startsWith('already_exists:')) {
      return t('train.errors.existingIn', { intent: reason.slice('already_exists:'.length) });
    }
    return fieldErrorMessage(t, reason);
  }, []);
}
