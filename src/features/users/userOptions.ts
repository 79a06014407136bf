import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  ROLE_VALUES,
  USER_STATUS_VALUES,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';

// The translation keys of the server's enums (their values come from the generated schema), as
// literals so the keys stay typed (never built from the code at run time).

export const ROLE_KEYS = {
  administrator: 'users.roles.administrator',
  editor: 'users.roles.editor',
  analyst: 'users.roles.analyst',
  viewer: 'users.roles.viewer',
} as const satisfies Record<Role, string>;

export const STATUS_KEYS = {
  active: 'users.statuses.active',
  invited: 'users.statuses.invited',
  deactivated: 'users.statuses.deactivated',
} as const satisfies Record<UserStatus, string>;

export const isRole = isOneOf(ROLE_VALUES);
export const isStatus = isOneOf(USER_STATUS_VALUES);
