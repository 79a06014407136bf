import type { Role, UserStatus } from '../../lib/api-client/schema';

// The server's enums in display order, and their translation keys as literals so the keys stay
// typed (never built from the code at run time).

export const ROLES: readonly Role[] = ['administrator', 'editor', 'analyst', 'viewer'];
export const STATUSES: readonly UserStatus[] = ['active', 'invited', 'deactivated'];

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

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
export const isStatus = (value: unknown): value is UserStatus =>
  STATUSES.includes(value as UserStatus);
