import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  ROLE_VALUES,
  type PortalUser,
  type Role,
  type UpdateUserRequest,
} from '../../lib/api-client/schema';
import { InviteUserRequestBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { limitErrors } from './contractLimits';
import { type FieldErrors, hasErrors } from './respond';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

type Invite = { email: string; role: Role; name: string };

export function validateInvite(
  body: unknown,
  users: PortalUser[],
): Invite | { errors: FieldErrors } {
  if (!isObject(body)) return { errors: { email: 'required', role: 'required' } };
  // The lengths are the contract's; a name's is counted as sent.
  const errors = limitErrors(InviteUserRequestBodySchema, body);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email)) errors.email = 'invalid';
  else if (
    !errors.email &&
    users.some((user) => user.email.toLowerCase() === email.toLowerCase())
  ) {
    errors.email = 'already_exists';
  }
  if (body.role === undefined) errors.role = 'required';
  else if (!isOneOf(ROLE_VALUES)(body.role)) errors.role = 'unknown_value';
  const name = body.name === undefined ? '' : body.name;
  if (typeof name !== 'string') errors.name = 'invalid';
  if (hasErrors(errors)) return { errors };
  return { email, role: body.role as Role, name: String(name).trim() || email.split('@')[0] };
}

export function validateUpdate(body: unknown): UpdateUserRequest | { errors: FieldErrors } {
  if (!isObject(body)) return { errors: { role: 'invalid' } };
  const errors: FieldErrors = {};
  if (body.role !== undefined && !isOneOf(ROLE_VALUES)(body.role)) errors.role = 'unknown_value';
  if (body.status !== undefined && body.status !== 'active' && body.status !== 'deactivated') {
    errors.status = 'unknown_value';
  }
  if (body.role === undefined && body.status === undefined) errors.role = 'required';
  if (!Number.isInteger(body.version)) errors.version = 'required';
  if (hasErrors(errors)) return { errors };
  return body as unknown as UpdateUserRequest;
}
