import type { UsersParams } from './getUsers';

/** Query keys of the users area: invalidate `usersKeys.all` after any change. */
export const usersKeys = {
  all: ['users'] as const,
  list: (params: UsersParams) => ['users', 'list', params] as const,
  /** The mutation key of changes to one person: every control of their row sees one in flight. */
  change: (id: string) => ['users', 'change', id] as const,
};
