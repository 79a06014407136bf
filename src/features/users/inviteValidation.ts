import { z } from 'zod/mini';
import { INVITE_USER_REQUEST_LIMITS, ROLE_VALUES, type Role } from '../../lib/api-client/schema';

/** The same rules as the server (api/openapi.yaml), checked before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = INVITE_USER_REQUEST_LIMITS.email.maxLength;
export const MAX_NAME_LENGTH = INVITE_USER_REQUEST_LIMITS.name.maxLength;

export interface InviteForm {
  email: string;
  role: Role | '';
  name: string;
}

export type InviteField = keyof InviteForm;

/** The invite form's rules; each reason is in the server's vocabulary, so one text table serves both. */
export const inviteSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim()),
    z.string().check(
      z.minLength(1, 'required'),
      z.refine((email) => EMAIL.test(email) && email.length <= MAX_EMAIL_LENGTH, 'invalid_email'),
    ),
  ),
  role: z.enum(ROLE_VALUES, 'required'),
  name: z.pipe(
    z.string().check(z.trim()),
    z.string().check(z.maxLength(MAX_NAME_LENGTH, 'too_long')),
  ),
});
