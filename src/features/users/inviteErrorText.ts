import type { TFunction } from 'i18next';
import { fieldErrorMessage } from '../../lib/forms/fieldErrorMessage';
import type { InviteField } from './inviteValidation';

/** A reason code (client or server) for one invite field, as a sentence the person understands. */
export function inviteErrorText(t: TFunction, field: InviteField, reason: string): string {
  if (field === 'email' && reason === 'already_exists') return t('users.invite.emailTaken');
  if (field === 'email' && (reason === 'invalid_email' || reason === 'invalid')) {
    return t('forms.errors.invalidEmail');
  }
  if (field === 'role' && reason === 'required') return t('users.invite.roleRequired');
  return fieldErrorMessage(t, reason);
}
