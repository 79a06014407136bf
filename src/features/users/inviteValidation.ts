import type { Role } from '../../lib/api-client/schema';
import { isRole } from './userOptions';

/** The same rules as the server (api/openapi.yaml), checked before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;

export interface InviteForm {
  email: string;
  role: Role | '';
  name: string;
}

export type InviteField = keyof InviteForm;

/** Field → reason code, in the server's vocabulary so one mapping translates both. */
export type InviteErrors = Partial<Record<InviteField, string>>;

export function validateInviteForm(form: InviteForm): InviteErrors {
  const errors: InviteErrors = {};
  const email = form.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) errors.email = 'invalid_email';
  if (!isRole(form.role)) errors.role = 'required';
  if (form.name.trim().length > MAX_NAME_LENGTH) errors.name = 'too_long';
  return errors;
}
